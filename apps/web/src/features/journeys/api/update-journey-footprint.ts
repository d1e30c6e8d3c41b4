import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  journeyFootprintSchema,
  type JourneyDetail,
  type JourneyFootprint,
  type UpdateJourneyFootprintInput,
} from '@updately/shared/journeys-api';

import { api } from '../../../lib/api-client';
import { journeyListQueryKey } from '../../../lib/api/get-journeys';
import { applyLinkChange } from '../utils/journey-progress';
import { journeyQueryKey } from './get-journey';

export async function updateJourneyFootprint(
  journeyId: string,
  footprintId: string,
  input: UpdateJourneyFootprintInput,
): Promise<JourneyFootprint> {
  const body = await api.patch(
    `/api/journeys/${encodeURIComponent(journeyId)}/footprints/${encodeURIComponent(footprintId)}`,
    input,
  );
  return journeyFootprintSchema.parse(body);
}

type Variables = { footprintId: string; input: UpdateJourneyFootprintInput };

/**
 * Priority, fields to update and the to-do's done state. The switch or checkbox moves at once
 * (optimistic), rolls back if the server says no, and the journey and list are then refetched.
 */
export function useUpdateJourneyFootprint(journeyId: string) {
  const queryClient = useQueryClient();
  const key = journeyQueryKey(journeyId);
  return useMutation({
    mutationFn: ({ footprintId, input }: Variables) =>
      updateJourneyFootprint(journeyId, footprintId, input),
    onMutate: async ({ footprintId, input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<JourneyDetail>(key);
      if (previous) {
        queryClient.setQueryData(key, applyLinkChange(previous, footprintId, input, new Date()));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: journeyListQueryKey }),
      ]),
  });
}
