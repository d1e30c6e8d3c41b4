import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jointRequestListSchema, type JointRequest } from '@updately/shared/household-api';
import { UPDATE_CONSENT_VERSION } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';

export const jointRequestsQueryKey = (journeyId: string) =>
  ['journeys', 'joint-requests', journeyId] as const;

/** On a household member's own journey: the joint accounts waiting for their approval. */
export function useJointRequests(journeyId: string) {
  return useQuery({
    queryKey: jointRequestsQueryKey(journeyId),
    queryFn: async ({ signal }): Promise<JointRequest[]> =>
      jointRequestListSchema.parse(
        await api.get(`/api/journeys/${encodeURIComponent(journeyId)}/joint-requests`, { signal }),
      ).items,
  });
}

const actionPath = (requestId: string, action: 'approve' | 'decline') =>
  `/api/household/joint-requests/${encodeURIComponent(requestId)}/${action}`;

export function useJointRequestAction(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { requestId: string; action: 'approve' }
        | { requestId: string; action: 'decline'; reason: string },
    ) =>
      api.post(
        actionPath(input.requestId, input.action),
        input.action === 'approve'
          ? { consent_version: UPDATE_CONSENT_VERSION }
          : { reason: input.reason },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jointRequestsQueryKey(journeyId) }),
  });
}
