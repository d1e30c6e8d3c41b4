import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBrandClaimListSchema,
  brandClaimSchema,
  type AdminBrandClaim,
} from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';

export const adminBrandClaimsQueryKey = ['admin', 'brand-claims'] as const;

/** Every claim with a status, following the list's pages (the server sends one at a time). */
async function allClaims(status: string, signal: AbortSignal): Promise<AdminBrandClaim[]> {
  const items: AdminBrandClaim[] = [];
  let cursor: string | null = null;
  do {
    const page = adminBrandClaimListSchema.parse(
      await api.get(
        `/api/admin/brand-claims?status=${status}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { signal },
      ),
    );
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/** GET /api/admin/brand-claims?status=pending: claims waiting for an admin, newest first. */
export function pendingBrandClaimsQueryOptions() {
  return queryOptions({
    queryKey: [...adminBrandClaimsQueryKey, 'pending'],
    queryFn: ({ signal }) => allClaims('pending', signal),
  });
}

export function usePendingBrandClaims() {
  return useQuery(pendingBrandClaimsQueryOptions());
}

/** POST /api/admin/brand-claims/{id}/approve or /reject. */
export function useDecideBrandClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve }: { id: string; approve: boolean }) =>
      brandClaimSchema.parse(
        await api.post(
          `/api/admin/brand-claims/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`,
          {},
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBrandClaimsQueryKey }),
  });
}

/** GET /api/admin/brand-claims?status=verified: the claims that now receive brands' requests. */
export function verifiedBrandClaimsQueryOptions() {
  return queryOptions({
    queryKey: [...adminBrandClaimsQueryKey, 'verified'],
    queryFn: ({ signal }) => allClaims('verified', signal),
  });
}

export function useVerifiedBrandClaims() {
  return useQuery(verifiedBrandClaimsQueryOptions());
}

/** POST /api/admin/brand-claims/{id}/revoke: needs a recent sign-in (step-up). */
export function useRevokeBrandClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      brandClaimSchema.parse(
        await api.post(`/api/admin/brand-claims/${encodeURIComponent(id)}/revoke`, { reason }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBrandClaimsQueryKey }),
  });
}
