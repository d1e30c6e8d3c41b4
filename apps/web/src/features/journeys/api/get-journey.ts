import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  journeyDetailSchema,
  journeyFootprintDetailSchema,
  type JourneyDetail,
} from '@updately/shared/journeys-api';
import { companySafetySchema, journeySafeModeSchema } from '@updately/shared/safe-mode';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

export const journeyQueryKey = (id: string) => ['journeys', 'detail', id] as const;

/** The journey as the page reads it: with safe mode and each company's safety (issue 27). */
export const journeyViewSchema = journeyDetailSchema.extend({
  safe_mode: journeySafeModeSchema.nullable().default(null),
  footprints: z.array(
    journeyFootprintDetailSchema.extend({ safety: companySafetySchema.optional() }),
  ),
});
export type JourneyView = z.infer<typeof journeyViewSchema>;

export async function getJourney(id: string, signal?: AbortSignal): Promise<JourneyView> {
  const body = await api.get(`/api/journeys/${encodeURIComponent(id)}`, { signal });
  return journeyViewSchema.parse(body);
}

export const journeyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: journeyQueryKey(id),
    queryFn: ({ signal }) => getJourney(id, signal),
  });

/** One journey with its linked footprints; another user's id or a malformed one answers 404. */
export function useJourney(id: string) {
  return useQuery(journeyQueryOptions(id));
}

/** Safe mode of a journey read by a part typed with the plain JourneyDetail. */
export const journeySafeMode = (journey: JourneyDetail) =>
  (journey as Partial<JourneyView>).safe_mode ?? null;
