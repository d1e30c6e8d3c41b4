import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { footprintListQueryKey } from '../../../lib/api/get-footprints';

export async function deleteFootprint(id: string): Promise<void> {
  await api.delete(`/api/footprints/${encodeURIComponent(id)}`);
}

/**
 * Removes a footprint. Its journey links go with it (journeys and their counts change) and its
 * brand is no longer marked added in the directory.
 */
export function useDeleteFootprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFootprint,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: footprintListQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: ['journeys'] }),
      ]),
  });
}
