import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyQueryKey } from './get-journey';

/** Deletes one of the journey's own companies (the deceased's); its open updates are cancelled. */
export async function removeJourneyCompany(journeyId: string, footprintId: string): Promise<void> {
  await api.delete(
    `/api/journeys/${encodeURIComponent(journeyId)}/companies/${encodeURIComponent(footprintId)}`,
  );
}

export function useRemoveJourneyCompany(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (footprintId: string) => removeJourneyCompany(journeyId, footprintId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyQueryKey(journeyId) }),
        queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
      ]),
  });
}
