import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyLettersSchema, type JourneyLetters } from '@updately/shared/letters-api';

import { api, toApiClientError } from '../../../lib/api-client';
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

function fileNameFrom(disposition: string | null): string {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? 'letters.pdf';
}

/**
 * Saves the PDF of every letter waiting to be posted, as "Download all letters" does; answers
 * false when none waits any more (a print-and-post service took them).
 */
export async function downloadJourneyLetters(journeyId: string): Promise<boolean> {
  const response = await fetch(journeyLettersPdfPath(journeyId), {
    credentials: 'include',
    headers: { Accept: 'application/pdf' },
  });
  if (response.status === 409) return false;
  if (!response.ok) throw await toApiClientError(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFrom(response.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return true;
}
