import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addFootprintsResultSchema,
  type AddFootprintsResult,
} from '@updately/shared/footprints-api';

import { api } from '../../../lib/api-client';

/**
 * A company the directory lacks, added as the person's own (custom) footprint holding their
 * address: the moving journey links it, and it becomes a to-do the person is guided through.
 */
export async function addCustomCompany(name: string): Promise<AddFootprintsResult> {
  return addFootprintsResultSchema.parse(
    await api.post('/api/footprints', { customBrandName: name, dataItems: ['address'] }),
  );
}

export function useAddCustomCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['footprints'] }),
  });
}
