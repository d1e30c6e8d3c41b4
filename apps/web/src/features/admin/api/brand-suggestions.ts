import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSuggestionListSchema } from '@updately/shared/brand-suggestions-api';

import { api } from '../../../lib/api-client';
import { adminBrandsQueryKey } from './brands-directory';
import { brandCoverageQueryKey } from './brand-coverage';

export const brandSuggestionsQueryKey = ['admin', 'brand-suggestions'] as const;

/** GET /api/admin/brand-suggestions: waiting first, then the latest decided. */
export function brandSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: brandSuggestionsQueryKey,
    queryFn: async ({ signal }) =>
      adminSuggestionListSchema.parse(await api.get('/api/admin/brand-suggestions', { signal })),
  });
}

export function useBrandSuggestions() {
  return useQuery(brandSuggestionsQueryOptions());
}

/** POST /api/admin/brand-suggestions/{id}/approve or /reject. Approving changes the brand. */
export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; action: 'approve' | 'reject'; replace?: boolean }) => {
      const path = `/api/admin/brand-suggestions/${encodeURIComponent(input.id)}/${input.action}`;
      await api.post(path, input.action === 'approve' ? { replace: input.replace ?? false } : {});
    },
    onSuccess: (_, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandSuggestionsQueryKey }),
        ...(input.action === 'approve'
          ? [
              queryClient.invalidateQueries({ queryKey: adminBrandsQueryKey }),
              queryClient.invalidateQueries({ queryKey: brandCoverageQueryKey }),
              queryClient.invalidateQueries({ queryKey: ['brands'] }),
            ]
          : []),
      ]),
  });
}
