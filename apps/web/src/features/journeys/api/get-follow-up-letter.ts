import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

/** GET /api/updates/{id}/follow-up-letter: the ready-to-send letter for an overdue request. */
export const followUpLetterSchema = z.object({
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
});
export type FollowUpLetter = z.infer<typeof followUpLetterSchema>;

export async function getFollowUpLetter(id: string, signal?: AbortSignal): Promise<FollowUpLetter> {
  const body = await api.get(`/api/updates/${encodeURIComponent(id)}/follow-up-letter`, { signal });
  return followUpLetterSchema.parse(body);
}

/** Loaded only when the person opens it. */
export function useFollowUpLetter(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['updates', 'follow-up-letter', id],
      queryFn: ({ signal }) => getFollowUpLetter(id, signal),
      enabled,
    }),
  );
}
