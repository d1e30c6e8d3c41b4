import { queryOptions, useQuery } from '@tanstack/react-query';
import { footprintListSchema, type FootprintList } from '@updately/shared/footprints-api';

import { api } from '../../../lib/api-client';

/**
 * The caller's footprints, to pick which to link to a journey. Same key and shape as the
 * footprints page's list (keys name the API resource), so both share one cache entry and a
 * footprint change refreshes both.
 */
export async function getLinkableFootprints(signal?: AbortSignal): Promise<FootprintList> {
  return footprintListSchema.parse(await api.get('/api/footprints', { signal }));
}

export const linkableFootprintsQueryOptions = queryOptions({
  queryKey: ['footprints', 'list'] as const,
  queryFn: ({ signal }) => getLinkableFootprints(signal),
});

export function useLinkableFootprints({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...linkableFootprintsQueryOptions, enabled });
}
