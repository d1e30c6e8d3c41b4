import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyQueryKey } from './get-journey';

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
