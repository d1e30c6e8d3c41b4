import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminAnalyticsSchema, type DateRange } from '@updately/shared/admin-analytics-api';
import { adminSecuritySchema } from '@updately/shared/admin-security-api';

import { api } from '../../../lib/api-client';

type Range = Pick<DateRange, 'from' | 'to'>;

const rangeQuery = (range: Range) => new URLSearchParams({ from: range.from, to: range.to });

/** Where the CSV of every analytics figure for `range` downloads from. */
export const analyticsCsvUrl = (range: Range) => `/api/admin/analytics.csv?${rangeQuery(range)}`;

export function adminAnalyticsQueryOptions(range: Range) {
  return queryOptions({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: async ({ signal }) =>
      adminAnalyticsSchema.parse(
        await api.get(`/api/admin/analytics?${rangeQuery(range)}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/analytics: every dashboard figure for the range. */
export function useAdminAnalytics(range: Range) {
  return useQuery(adminAnalyticsQueryOptions(range));
}

export function adminSecurityQueryOptions(range: Range) {
  return queryOptions({
    queryKey: ['admin', 'security', range.from, range.to],
    queryFn: async ({ signal }) =>
      adminSecuritySchema.parse(
        await api.get(`/api/admin/security?${rangeQuery(range)}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/security: the security overview (sign-in failures and limits for the range). */
export function useAdminSecurity(range: Range) {
  return useQuery(adminSecurityQueryOptions(range));
}
