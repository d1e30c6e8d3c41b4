import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  journeySchema,
  type CreateJourneyInput,
  type Journey,
} from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';

export async function createJourney(input: CreateJourneyInput): Promise<Journey> {
  return journeySchema.parse(await api.post('/api/journeys', input));
}

/** A new journey appears in the list; its detail is fetched fresh on its own page. */
export function useCreateJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJourney,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
  });
}
