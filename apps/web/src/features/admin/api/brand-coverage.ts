import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandCoverageSchema } from '@updately/shared/brand-coverage';

import { api } from '../../../lib/api-client';

export const brandCoverageQueryKey = ['admin', 'brand-coverage'] as const;

/** GET /api/admin/brand-coverage: brands by best channel, and what people did by hand. */
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
