import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateRequestListSchema,
  type ApproveUpdatesInput,
  type UpdateRequestList,
} from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';
import { invalidateJourneyUpdates } from './get-journey-updates';

export async function approveUpdates(
  journeyId: string,
  input: ApproveUpdatesInput,
): Promise<UpdateRequestList> {
  const body = await api.post(`/api/journeys/${encodeURIComponent(journeyId)}/updates`, input);
  return updateRequestListSchema.parse(body);
}

/** One approval for every chosen company: consent records, then the updates go out. */
export function useApproveUpdates(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveUpdatesInput) => approveUpdates(journeyId, input),
    onSettled: () => invalidateJourneyUpdates(queryClient, journeyId),
  });
}
