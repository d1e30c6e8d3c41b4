import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchema, type Usage } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** The fields billed in `month` (YYYY-MM), day by day. */
export async function getUsage(orgId: string, month: string, signal?: AbortSignal): Promise<Usage> {
  const path = orgApiPath(orgId, `/usage?month=${encodeURIComponent(month)}`);
  return usageSchema.parse(await api.get(path, { signal }));
}

/** Where the month's ledger downloads as CSV (a plain link: the session cookie goes with it). */
export function usageCsvHref(orgId: string, month: string): string {
  return orgApiPath(orgId, `/usage.csv?month=${encodeURIComponent(month)}`);
}

export const usageQueryOptions = (orgId: string, month: string) =>
  queryOptions({
    queryKey: [...businessKeys.usage(orgId), month] as const,
    queryFn: ({ signal }) => getUsage(orgId, month, signal),
    // The previous month stays on screen while the next loads, never another organisation's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === orgId ? previous : undefined,
  });

export function useUsage(orgId: string, month: string) {
  return useQuery(usageQueryOptions(orgId, month));
}
