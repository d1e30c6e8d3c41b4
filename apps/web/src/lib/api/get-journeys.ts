import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeySummarySchema } from '@updately/shared/journeys-api';
import { z } from 'zod';

import { api } from '../api-client';

/**
 * The journeys list, read by the dashboard and the journeys pages: one definition, so they share
 * one cache entry and every mutation invalidates the same key. Keys start with the API resource.
 */
export const journeyListQueryKey = ['journeys', 'list'] as const;

/** Each journey with `safe_mode` (issue 27): its type is then shown as "Private". */
export const journeyListViewSchema = z.object({
  items: z.array(journeySummarySchema.extend({ safe_mode: z.boolean().default(false) })),
});
export type JourneyListView = z.infer<typeof journeyListViewSchema>;
export type JourneySummaryView = JourneyListView['items'][number];

export async function getJourneys(signal?: AbortSignal): Promise<JourneyListView> {
  return journeyListViewSchema.parse(await api.get('/api/journeys', { signal }));
}

export const journeysQueryOptions = queryOptions({
  queryKey: journeyListQueryKey,
  queryFn: ({ signal }) => getJourneys(signal),
});

export function useJourneys() {
  return useQuery(journeysQueryOptions);
}
