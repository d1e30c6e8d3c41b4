import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  footprintSchema,
  type Footprint,
  type UpdateFootprintInput,
} from '@updately/shared/footprints-api';

import { api } from '../../../lib/api-client';
import { footprintListQueryKey } from '../../../lib/api/get-footprints';

export async function updateFootprint(id: string, input: UpdateFootprintInput): Promise<Footprint> {
  const body = await api.patch(`/api/footprints/${encodeURIComponent(id)}`, input);
  return footprintSchema.parse(body);
}

type Variables = { id: string; input: UpdateFootprintInput };

/** Tags (or a custom brand's name and items): the list changes, and journeys that show it. */
export function useUpdateFootprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: Variables) => updateFootprint(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: footprintListQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['journeys', 'detail'] }),
      ]),
  });
}
