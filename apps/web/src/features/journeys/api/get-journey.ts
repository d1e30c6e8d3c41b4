import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyDetailSchema, type JourneyDetail } from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';

export const journeyQueryKey = (id: string) => ['journeys', 'detail', id] as const;

export async function getJourney(id: string, signal?: AbortSignal): Promise<JourneyDetail> {
  const body = await api.get(`/api/journeys/${encodeURIComponent(id)}`, { signal });
  return journeyDetailSchema.parse(body);
}

export const journeyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: journeyQueryKey(id),
    queryFn: ({ signal }) => getJourney(id, signal),
  });

/** One journey with its linked footprints; another user's id or a malformed one answers 404. */
export function useJourney(id: string) {
  return useQuery(journeyQueryOptions(id));
}
