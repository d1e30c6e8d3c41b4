import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { journeyQueryKey } from './get-journey';
import { journeyListQueryKey } from './get-journeys';

/** Takes a footprint off the journey; the footprint itself stays. */
export async function unlinkFootprint(journeyId: string, footprintId: string): Promise<void> {
  await api.delete(
    `/api/journeys/${encodeURIComponent(journeyId)}/footprints/${encodeURIComponent(footprintId)}`,
  );
}

export function useUnlinkFootprint(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (footprintId: string) => unlinkFootprint(journeyId, footprintId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyQueryKey(journeyId) }),
        queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
      ]),
  });
}
