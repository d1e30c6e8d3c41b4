import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  type AcceptedInvitation,
} from '@updately/shared/journey-people-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** What an invitation link offers; answers 410 once it expired, was withdrawn or was used. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitations', token],
    queryFn: async ({ signal }) =>
      invitationPreviewSchema.parse(await api.get(path(token), { signal })),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<AcceptedInvitation> =>
      acceptedInvitationSchema.parse(await api.post(`${path(token)}/accept`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
  });
}
