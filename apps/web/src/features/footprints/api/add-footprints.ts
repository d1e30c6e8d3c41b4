import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addFootprintsResultSchema,
  type AddFootprintsInput,
  type AddFootprintsResult,
} from '@updately/shared/footprints-api';

import { api } from '../../../lib/api-client';
import { footprintListQueryKey } from '../../../lib/api/get-footprints';

export async function addFootprints(input: AddFootprintsInput): Promise<AddFootprintsResult> {
  return addFootprintsResultSchema.parse(await api.post('/api/footprints', input));
}

/** Directory brands or one custom brand; the list and the directory's "added" marks change. */
export function useAddFootprints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFootprints,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: footprintListQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
      ]),
  });
}
