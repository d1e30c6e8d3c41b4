import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRequestSchema, type UpdateRequest } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';
import { invalidateJourneyUpdates } from './get-journey-updates';

/** `no-account`: the person records that the company holds no account for them (a checklist). */
export type UpdateAction = 'cancel' | 'resend' | 'done' | 'no-account';

export async function runUpdateAction(id: string, action: UpdateAction): Promise<void> {
  // The lists refetch after any action: the answer's own body is not needed here.
  await api.post(`/api/updates/${encodeURIComponent(id)}/${action}`);
}

export async function changeUpdateValue(
  id: string,
  field: string,
  value: string,
): Promise<UpdateRequest> {
  const body = await api.patch(
    `/api/updates/${encodeURIComponent(id)}/items/${encodeURIComponent(field)}`,
    { value },
  );
  return updateRequestSchema.parse(body);
}

/** Cancel, send again, mark done or record no account held: the person's own moves on one update. */
export function useUpdateAction(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UpdateAction }) =>
      runUpdateAction(id, action),
    onSettled: () => invalidateJourneyUpdates(queryClient, journeyId),
  });
}

/** A new value for a detail not yet sent (or to send again). */
export function useChangeUpdateValue(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, field, value }: { id: string; field: string; value: string }) =>
      changeUpdateValue(id, field, value),
    onSettled: () => invalidateJourneyUpdates(queryClient, journeyId),
  });
}
