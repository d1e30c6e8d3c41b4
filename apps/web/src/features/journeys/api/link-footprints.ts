import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  linkFootprintsResultSchema,
  type LinkFootprintsResult,
} from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { journeyQueryKey } from './get-journey';

export async function linkFootprints(
  journeyId: string,
  footprintIds: string[],
): Promise<LinkFootprintsResult> {
  const body = await api.post(`/api/journeys/${encodeURIComponent(journeyId)}/footprints`, {
    footprintIds,
  });
  return linkFootprintsResultSchema.parse(body);
}

/** New links change the journey and its counts in the list. */
export function useLinkFootprints(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (footprintIds: string[]) => linkFootprints(journeyId, footprintIds),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyQueryKey(journeyId) }),
        queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
      ]),
  });
}
