import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOutcomeInput } from '@updately/shared/person-channels';
import { updateRequestSchema, type UpdateRequest } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';
import { invalidateJourneyUpdates } from './get-journey-updates';

/** How the person's call to the company went: done, call back on a day, or refused. */
export async function recordCall(id: string, input: CallOutcomeInput): Promise<UpdateRequest> {
  const body = await api.post(`/api/updates/${encodeURIComponent(id)}/call`, input);
  return updateRequestSchema.parse(body);
}

export function useRecordCall(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CallOutcomeInput }) => recordCall(id, input),
    onSettled: () => invalidateJourneyUpdates(queryClient, journeyId),
  });
}
