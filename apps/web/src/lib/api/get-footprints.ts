import { queryOptions, useQuery } from '@tanstack/react-query';
import { footprintListSchema, type FootprintList } from '@updately/shared/footprints-api';

import { api } from '../api-client';

/**
 * The user's footprints with their brands, newest first, read by the dashboard, the footprints
 * page and the journey's "add companies" dialog: one definition, so they share one cache entry and
 * every mutation invalidates the same key. Keys start with the API resource.
 */
export const footprintListQueryKey = ['footprints', 'list'] as const;

export async function getFootprints(signal?: AbortSignal): Promise<FootprintList> {
  return footprintListSchema.parse(await api.get('/api/footprints', { signal }));
}

export const footprintsQueryOptions = queryOptions({
  queryKey: footprintListQueryKey,
  queryFn: ({ signal }) => getFootprints(signal),
});

export function useFootprints() {
  return useQuery(footprintsQueryOptions);
}
