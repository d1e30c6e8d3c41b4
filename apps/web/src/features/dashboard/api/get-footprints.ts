import { queryOptions, useQuery } from '@tanstack/react-query';
import { footprintListSchema, type FootprintList } from '@updately/shared/footprints-api';

import { api } from '../../../lib/api-client';

/** The same key and shape as the footprints page uses, so both share one cached list. */
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
