import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  journeyDeadlineListSchema,
  type JourneyDeadlineList,
} from '@updately/shared/deadlines-api';

import { api } from '../../../lib/api-client';
import { journeyQueryKey } from './get-journey';

// Under the journey's own key: whatever refreshes the journey (an update's change, the realtime
// stream) refreshes its deadlines too.
export const journeyDeadlinesQueryKey = (journeyId: string) =>
  [...journeyQueryKey(journeyId), 'deadlines'] as const;

export async function getJourneyDeadlines(
  journeyId: string,
  signal?: AbortSignal,
): Promise<JourneyDeadlineList> {
  const body = await api.get(`/api/journeys/${encodeURIComponent(journeyId)}/deadlines`, {
    signal,
  });
  return journeyDeadlineListSchema.parse(body);
}

/** The dates that matter on a journey: legal deadlines and each company's expected answer. */
export function useJourneyDeadlines(journeyId: string) {
  return useQuery(
    queryOptions({
      queryKey: journeyDeadlinesQueryKey(journeyId),
      queryFn: ({ signal }) => getJourneyDeadlines(journeyId, signal),
    }),
  );
}
