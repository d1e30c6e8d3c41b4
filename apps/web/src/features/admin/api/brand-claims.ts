import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBrandClaimListSchema,
  brandClaimSchema,
  type AdminBrandClaim,
} from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';

export const adminBrandClaimsQueryKey = ['admin', 'brand-claims'] as const;

/** GET /api/admin/brand-claims?status=pending: claims waiting for an admin, newest first. */
export function pendingBrandClaimsQueryOptions() {
  return queryOptions({
    queryKey: [...adminBrandClaimsQueryKey, 'pending'],
    queryFn: async ({ signal }): Promise<AdminBrandClaim[]> =>
      adminBrandClaimListSchema.parse(
        await api.get('/api/admin/brand-claims?status=pending', { signal }),
      ).items,
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
