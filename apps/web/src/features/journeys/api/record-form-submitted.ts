import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormSubmittedInput } from '@updately/shared/person-channels';
import { updateRequestSchema, type UpdateRequest } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';
import { invalidateJourneyUpdates } from './get-journey-updates';

/** The person submitted the company's web form (with the company's reference, if given). */
export async function recordFormSubmitted(
  id: string,
  input: FormSubmittedInput,
): Promise<UpdateRequest> {
  const body = await api.post(`/api/updates/${encodeURIComponent(id)}/form-submitted`, input);
  return updateRequestSchema.parse(body);
}

export function useRecordFormSubmitted(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FormSubmittedInput }) =>
      recordFormSubmitted(id, input),
    onSettled: () => invalidateJourneyUpdates(queryClient, journeyId),
  });
}
