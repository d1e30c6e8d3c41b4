import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  householdMemberSchema,
  householdSchema,
  type AddHouseholdMemberInput,
  type Household,
  type HouseholdMember,
} from '@updately/shared/household-api';

import { api } from '../../../lib/api-client';

export const householdQueryKey = (journeyId: string) =>
  ['journeys', 'household', journeyId] as const;

const householdPath = (journeyId: string) =>
  `/api/journeys/${encodeURIComponent(journeyId)}/household`;

export async function getHousehold(journeyId: string, signal?: AbortSignal): Promise<Household> {
  return householdSchema.parse(await api.get(householdPath(journeyId), { signal }));
}

/** A Moving Home journey's household: members, companies held jointly, joint requests waiting. */
export function useHousehold(journeyId: string) {
  return useQuery({
    queryKey: householdQueryKey(journeyId),
    queryFn: ({ signal }) => getHousehold(journeyId, signal),
  });
}

function useInvalidateHousehold(journeyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: householdQueryKey(journeyId) });
}

export function useAddHouseholdMember(journeyId: string) {
  const invalidate = useInvalidateHousehold(journeyId);
  return useMutation({
    mutationFn: async (input: AddHouseholdMemberInput): Promise<HouseholdMember> =>
      householdMemberSchema.parse(await api.post(householdPath(journeyId), input)),
    onSuccess: invalidate,
  });
}

export function useRemoveHouseholdMember(journeyId: string) {
  const invalidate = useInvalidateHousehold(journeyId);
  return useMutation({
    mutationFn: (memberId: string) =>
      api.delete(`${householdPath(journeyId)}/${encodeURIComponent(memberId)}`),
    onSuccess: invalidate,
  });
}

export function useSetJointAccount(journeyId: string) {
  const invalidate = useInvalidateHousehold(journeyId);
  return useMutation({
    mutationFn: ({ footprintId, householdIds }: { footprintId: string; householdIds: string[] }) =>
      api.put(
        `/api/journeys/${encodeURIComponent(journeyId)}/companies/${encodeURIComponent(footprintId)}/joint`,
        { household_ids: householdIds },
      ),
    onSuccess: invalidate,
  });
}
