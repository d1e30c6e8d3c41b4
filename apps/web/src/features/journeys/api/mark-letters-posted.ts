import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateJourneyUpdates } from './get-journey-updates';

/** "Posted on <date>": one letter, or every letter of the journey waiting ("I posted them all"). */
export async function markLettersPosted(
  journeyId: string,
  postedOn: string,
  requestId?: string,
): Promise<void> {
  if (requestId) {
    await api.post(`/api/updates/${encodeURIComponent(requestId)}/posted`, {
      posted_on: postedOn,
    });
    return;
  }
  await api.post(`/api/journeys/${encodeURIComponent(journeyId)}/letters/posted`, {
    posted_on: postedOn,
  });
}

export function useMarkLettersPosted(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postedOn, requestId }: { postedOn: string; requestId?: string }) =>
      markLettersPosted(journeyId, postedOn, requestId),
    onSettled: () => invalidateJourneyUpdates(queryClient, journeyId),
  });
}

/** Today as the person's calendar shows it (YYYY-MM-DD), the posting date's default. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
