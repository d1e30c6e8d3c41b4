import { useQuery } from '@tanstack/react-query';
import { journeyPeopleSchema, type JourneyPeople } from '@updately/shared/journey-people-api';

import { api } from '../../../lib/api-client';

export const journeyPeopleQueryKey = (journeyId: string) =>
  ['journeys', 'people', journeyId] as const;

export async function getJourneyPeople(
  journeyId: string,
  signal?: AbortSignal,
): Promise<JourneyPeople> {
  const body = await api.get(`/api/journeys/${encodeURIComponent(journeyId)}/people`, { signal });
  return journeyPeopleSchema.parse(body);
}

/** The owner, the members and the pending invitations of a journey. */
export function useJourneyPeople(journeyId: string) {
  return useQuery({
    queryKey: journeyPeopleQueryKey(journeyId),
    queryFn: ({ signal }) => getJourneyPeople(journeyId, signal),
  });
}
