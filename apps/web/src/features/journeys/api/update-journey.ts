import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  journeySchema,
  type Journey,
  type UpdateJourneyInput,
} from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyQueryKey } from './get-journey';

export async function updateJourney(id: string, input: UpdateJourneyInput): Promise<Journey> {
  const body = await api.patch(`/api/journeys/${encodeURIComponent(id)}`, input);
  return journeySchema.parse(body);
}

/** Rename, change targets, complete, archive or reopen; the journey and the list change. */
export function useUpdateJourney(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJourneyInput) => updateJourney(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
      ]),
  });
}
