import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  brandCoverageSchema,
  coverageBrandsPageSchema,
  type BestChannel,
} from '@updately/shared/brand-coverage';

import { api } from '../../../lib/api-client';

export const brandCoverageQueryKey = ['admin', 'brand-coverage'] as const;

/** GET /api/admin/brand-coverage: brands counted by best channel, and what people did by hand. */
export function brandCoverageQueryOptions() {
  return queryOptions({
    queryKey: brandCoverageQueryKey,
    queryFn: async ({ signal }) =>
      brandCoverageSchema.parse(await api.get('/api/admin/brand-coverage', { signal })),
  });
}

export function useBrandCoverage() {
  return useQuery(brandCoverageQueryOptions());
}

/** GET /api/admin/brand-coverage/brands: one channel's brands by name, a page at a time. */
export function useCoverageBrands(channel: BestChannel, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...brandCoverageQueryKey, 'brands', channel],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ channel });
      if (pageParam) params.set('cursor', pageParam);
      return coverageBrandsPageSchema.parse(
        await api.get(`/api/admin/brand-coverage/brands?${params}`, { signal }),
      );
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
