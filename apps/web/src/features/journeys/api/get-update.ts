import { queryOptions, useQuery } from '@tanstack/react-query';
import { updateRequestDetailSchema, type UpdateRequestDetail } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';

export const updateQueryKey = (id: string) => ['updates', 'detail', id] as const;

export async function getUpdate(id: string, signal?: AbortSignal): Promise<UpdateRequestDetail> {
  const body = await api.get(`/api/updates/${encodeURIComponent(id)}`, { signal });
  return updateRequestDetailSchema.parse(body);
}

/** One update with its whole timeline, read when its details are opened. */
export function useUpdate(id: string) {
  return useQuery(
    queryOptions({ queryKey: updateQueryKey(id), queryFn: ({ signal }) => getUpdate(id, signal) }),
  );
}
