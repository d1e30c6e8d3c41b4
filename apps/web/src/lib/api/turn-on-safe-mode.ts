import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafeModeInput } from '@updately/shared/safe-mode';

import { api } from '../api-client';
import { meQueryOptions } from '../session';

/**
 * POST /api/journeys/{id}/safe-mode: turns safe mode on (only before anything is sent), or
 * changes the safe contact once it is on. Here, not in a feature: the journey page and Privacy &
 * Security both offer it.
 */
export async function turnOnSafeMode(journeyId: string, input: SafeModeInput): Promise<void> {
  // What the journey now holds is read again (below): the answer itself is not needed.
  await api.post(`/api/journeys/${encodeURIComponent(journeyId)}/safe-mode`, input);
}

/** The journey is renamed and GET /api/me gains `safe_mode`: every journey query and me reload. */
export function useTurnOnSafeMode(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SafeModeInput) => turnOnSafeMode(journeyId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['journeys'] }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      ]),
  });
}
