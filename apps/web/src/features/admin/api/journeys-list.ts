import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminJourneyListSchema, type AdminJourneyList } from '@updately/shared/admin-journeys-api';
import type { ListOrder } from '@updately/shared/admin-time-range';
import type { JourneyStatus, JourneyType } from '@updately/shared/journey-types';

import { api } from '../../../lib/api-client';

export const JOURNEYS_PAGE_SIZE = 25;

export type JourneyFilters = {
  type?: JourneyType;
  status?: JourneyStatus;
  /** ISO instants: from (inclusive) and to (exclusive). */
  from?: string;
  to?: string;
  order: ListOrder;
};

/** Everything the journeys page caches: the list pages and each journey's detail. */
export const adminJourneysKeys = {
  all: ['admin', 'journeys'] as const,
  list: (filters: JourneyFilters) => [...adminJourneysKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminJourneysKeys.all, 'detail', id] as const,
};

/** GET /api/admin/journeys: one page, continuing after `cursor`. */
export async function listAdminJourneys(
  filters: JourneyFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminJourneyList> {
  const params = new URLSearchParams({ limit: String(JOURNEYS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  return adminJourneyListSchema.parse(await api.get(`/api/admin/journeys?${params}`, { signal }));
}

export const adminJourneysQueryOptions = (filters: JourneyFilters) =>
  infiniteQueryOptions({
    queryKey: adminJourneysKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listAdminJourneys(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The list with "Load more": each page continues from the last one's cursor. */
export function useAdminJourneys(filters: JourneyFilters) {
  return useInfiniteQuery(adminJourneysQueryOptions(filters));
}
