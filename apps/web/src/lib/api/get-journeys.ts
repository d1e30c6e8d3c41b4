import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyListSchema, type JourneyList } from '@updately/shared/journeys-api';

import { api } from '../api-client';

/**
 * The journeys list, read by the dashboard and the journeys pages: one definition, so they share
 * one cache entry and every mutation invalidates the same key. Keys start with the API resource.
 */
export const journeyListQueryKey = ['journeys', 'list'] as const;

export async function getJourneys(signal?: AbortSignal): Promise<JourneyList> {
  return journeyListSchema.parse(await api.get('/api/journeys', { signal }));
}

export const journeysQueryOptions = queryOptions({
  queryKey: journeyListQueryKey,
  queryFn: ({ signal }) => getJourneys(signal),
});

export function useJourneys() {
  return useQuery(journeysQueryOptions);
}
