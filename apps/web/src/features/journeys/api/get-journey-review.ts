import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyReviewSchema, type JourneyReview } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';

export const journeyReviewQueryKey = (journeyId: string) =>
  ['journeys', 'review', journeyId] as const;

/** The review plan, each company with its safe-mode `safety` (issue 27). */
export type JourneyReviewView = JourneyReview;

export async function getJourneyReview(
  journeyId: string,
  signal?: AbortSignal,
): Promise<JourneyReviewView> {
  const body = await api.get(`/api/journeys/${encodeURIComponent(journeyId)}/review`, { signal });
  return journeyReviewSchema.parse(body);
}

/** "Review and send": each linked company, how it is told and exactly what it gets. */
export function useJourneyReview(journeyId: string) {
  return useQuery(
    queryOptions({
      queryKey: journeyReviewQueryKey(journeyId),
      queryFn: ({ signal }) => getJourneyReview(journeyId, signal),
    }),
  );
}
