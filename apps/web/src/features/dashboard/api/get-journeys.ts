import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyListSchema, type JourneyList } from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';

/** The same key and shape as the journeys pages use, so both share one cached list. */
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
