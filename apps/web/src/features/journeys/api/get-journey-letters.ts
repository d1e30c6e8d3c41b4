import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyLettersSchema, type JourneyLetters } from '@updately/shared/letters-api';

import { api } from '../../../lib/api-client';
import { journeyUpdatesQueryKey } from './get-journey-updates';

/** Under the journey's updates: whatever refreshes those (an answer, an action) refreshes these. */
export const journeyLettersQueryKey = (journeyId: string) =>
  [...journeyUpdatesQueryKey(journeyId), 'letters'] as const;

export async function getJourneyLetters(
  journeyId: string,
  signal?: AbortSignal,
): Promise<JourneyLetters> {
  const body = await api.get(`/api/journeys/${encodeURIComponent(journeyId)}/letters`, { signal });
  return journeyLettersSchema.parse(body);
}

/** The journey's letters: where each goes and when it was posted. */
export function useJourneyLetters(journeyId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: journeyLettersQueryKey(journeyId),
      queryFn: ({ signal }) => getJourneyLetters(journeyId, signal),
      enabled,
    }),
  );
}

/** The PDF of one letter, and of every letter waiting to be posted (downloaded by the browser). */
export const letterPdfPath = (requestId: string) =>
  `/api/updates/${encodeURIComponent(requestId)}/letter.pdf`;
export const journeyLettersPdfPath = (journeyId: string) =>
  `/api/journeys/${encodeURIComponent(journeyId)}/letters.pdf`;
