import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { updateRequestListSchema, type UpdateRequestList } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyQueryKey } from './get-journey';
import { householdQueryKey } from './household';

export const journeyUpdatesQueryKey = (journeyId: string) =>
  ['journeys', 'updates', journeyId] as const;

export async function getJourneyUpdates(
  journeyId: string,
  signal?: AbortSignal,
): Promise<UpdateRequestList> {
  const body = await api.get(`/api/journeys/${encodeURIComponent(journeyId)}/updates`, { signal });
  return updateRequestListSchema.parse(body);
}

/** The journey's update requests (statuses, what was sent, the latest event). */
export function useJourneyUpdates(journeyId: string) {
  return useQuery(
    queryOptions({
      queryKey: journeyUpdatesQueryKey(journeyId),
      queryFn: ({ signal }) => getJourneyUpdates(journeyId, signal),
    }),
  );
}

/**
 * Everything an update's change moves: its list, the journey's progress, the journeys list, and
 * the household's joint requests waiting.
 */
export function invalidateJourneyUpdates(queryClient: QueryClient, journeyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: journeyUpdatesQueryKey(journeyId) }),
    queryClient.invalidateQueries({ queryKey: journeyQueryKey(journeyId) }),
    queryClient.invalidateQueries({ queryKey: ['journeys', 'review', journeyId] }),
    queryClient.invalidateQueries({ queryKey: ['updates', 'detail'] }),
    queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
    queryClient.invalidateQueries({ queryKey: householdQueryKey(journeyId) }),
  ]);
}
