import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JourneyMemberRole } from '@updately/shared/journey-people';
import type { CreateInvitationInput } from '@updately/shared/journey-people-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyPeopleQueryKey } from './get-journey-people';

const base = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}`;

/** The owner's changes to who shares a journey; each refreshes the people list. */
export function usePeopleMutations(journeyId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: journeyPeopleQueryKey(journeyId) });
  return {
    invite: useMutation({
      mutationFn: (input: CreateInvitationInput) =>
        api.post(`${base(journeyId)}/invitations`, input),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: string) =>
        api.delete(`${base(journeyId)}/invitations/${encodeURIComponent(invitationId)}`),
      onSuccess: refresh,
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: JourneyMemberRole }) =>
        api.patch(`${base(journeyId)}/members/${encodeURIComponent(userId)}`, { role }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        api.delete(`${base(journeyId)}/members/${encodeURIComponent(userId)}`),
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: journeyListQueryKey })]),
    }),
  };
}
