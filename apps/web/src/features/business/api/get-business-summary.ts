import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessSummarySchema, type BusinessSummary } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** Pending requests, confirmation rate, median time to confirm and this month's usage. */
export async function getBusinessSummary(
  orgId: string,
  signal?: AbortSignal,
): Promise<BusinessSummary> {
  return businessSummarySchema.parse(await api.get(orgApiPath(orgId, '/summary'), { signal }));
}

export const businessSummaryQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: businessKeys.summary(orgId),
    queryFn: ({ signal }) => getBusinessSummary(orgId, signal),
  });

export function useBusinessSummary(orgId: string) {
  return useQuery(businessSummaryQueryOptions(orgId));
}
