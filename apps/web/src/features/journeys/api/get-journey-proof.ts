import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyProofSchema, type JourneyProof } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';

export const journeyProofPath = (journeyId: string, format: 'json' | 'csv', download = false) =>
  `/api/journeys/${encodeURIComponent(journeyId)}/proof?format=${format}${download ? '&download=1' : ''}`;

export async function getJourneyProof(
  journeyId: string,
  signal?: AbortSignal,
): Promise<JourneyProof> {
  return journeyProofSchema.parse(await api.get(journeyProofPath(journeyId, 'json'), { signal }));
}

/** The proof of update: per company what was sent, when, and the evidence of the answer. */
export function useJourneyProof(journeyId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['journeys', 'proof', journeyId] as const,
      queryFn: ({ signal }) => getJourneyProof(journeyId, signal),
    }),
  );
}
