import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  businessRequestListSchema,
  type BusinessRequestSummary,
} from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

export const REQUESTS_PAGE_SIZE = 25;

export type RequestsPage = { items: BusinessRequestSummary[]; next_cursor: string | null };

/** One page of the organisation's requests (oldest change first), from `cursor`. */
export async function listBusinessRequests(
  orgId: string,
  { status, cursor }: { status?: string; cursor?: string },
  signal?: AbortSignal,
): Promise<RequestsPage> {
  const params = new URLSearchParams({ limit: String(REQUESTS_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const body = await api.get(orgApiPath(orgId, `/requests?${params}`), { signal });
  return businessRequestListSchema.parse(body);
}

export const businessRequestsQueryOptions = (orgId: string, status: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...businessKeys.requests(orgId), { status: status ?? null }] as const,
    queryFn: ({ pageParam, signal }) =>
      listBusinessRequests(orgId, { status, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The list with "Load more": each page continues from the last one's cursor. */
export function useBusinessRequests(orgId: string, status: string | undefined) {
  return useInfiniteQuery(businessRequestsQueryOptions(orgId, status));
}
