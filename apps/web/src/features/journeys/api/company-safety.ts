import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companySafetySchema,
  type CompanySafety,
  type CompanySafetyInput,
} from '@updately/shared/safe-mode';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyQueryKey } from './get-journey';
import { journeyReviewQueryKey } from './get-journey-review';
import { journeyUpdatesQueryKey } from './get-journey-updates';

const safetyPath = (journeyId: string, footprintId: string) =>
  `/api/journeys/${encodeURIComponent(journeyId)}/companies/${encodeURIComponent(footprintId)}/safety`;

/** PUT …/safety: shared with the other person, postal address instead, steps taken. */
export async function updateCompanySafety(
  journeyId: string,
  footprintId: string,
  input: CompanySafetyInput,
): Promise<CompanySafety> {
  return companySafetySchema.parse(await api.put(safetyPath(journeyId, footprintId), input));
}

/** `sent`: how many requests went now (none when the person has not approved yet). */
const sendResultSchema = z.object({ safety: companySafetySchema, sent: z.number().int() });

/** POST …/safety/send: the second confirmation; 409 before the steps are taken. */
export async function sendToSharedCompany(journeyId: string, footprintId: string) {
  return sendResultSchema.parse(
    await api.post(`${safetyPath(journeyId, footprintId)}/send`, { confirm: true }),
  );
}

function useRefreshJourney(journeyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: journeyQueryKey(journeyId) }),
      queryClient.invalidateQueries({ queryKey: journeyUpdatesQueryKey(journeyId) }),
      queryClient.invalidateQueries({ queryKey: journeyReviewQueryKey(journeyId) }),
      queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
    ]);
}

export function useUpdateCompanySafety(journeyId: string) {
  const refresh = useRefreshJourney(journeyId);
  return useMutation({
    mutationFn: ({ footprintId, input }: { footprintId: string; input: CompanySafetyInput }) =>
      updateCompanySafety(journeyId, footprintId, input),
    onSettled: refresh,
  });
}

export function useSendToSharedCompany(journeyId: string) {
  const refresh = useRefreshJourney(journeyId);
  return useMutation({
    mutationFn: (footprintId: string) => sendToSharedCompany(journeyId, footprintId),
    onSettled: refresh,
  });
}
