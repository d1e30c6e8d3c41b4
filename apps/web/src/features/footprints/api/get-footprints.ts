import { queryOptions, useQuery } from '@tanstack/react-query';
import { footprintListSchema, type FootprintList } from '@updately/shared/footprints-api';

import { api } from '../../../lib/api-client';

/** Query keys start with the API resource, so a mutation can invalidate one resource. */
export const footprintListQueryKey = ['footprints', 'list'] as const;

export async function getFootprints(signal?: AbortSignal): Promise<FootprintList> {
  return footprintListSchema.parse(await api.get('/api/footprints', { signal }));
}

export const footprintsQueryOptions = queryOptions({
  queryKey: footprintListQueryKey,
  queryFn: ({ signal }) => getFootprints(signal),
});

/** The user's digital footprints with their brands, newest first. */
export function useFootprints() {
  return useQuery(footprintsQueryOptions);
}
