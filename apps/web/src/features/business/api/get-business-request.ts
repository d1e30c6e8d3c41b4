import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  businessRequestDetailSchema,
  type BusinessRequestDetail,
} from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** One request with exactly what the person consented to send, and each field's outcome. */
export async function getBusinessRequest(
  orgId: string,
  id: string,
  signal?: AbortSignal,
): Promise<BusinessRequestDetail> {
  const path = orgApiPath(orgId, `/requests/${encodeURIComponent(id)}`);
  return businessRequestDetailSchema.parse(await api.get(path, { signal }));
}

export const businessRequestQueryOptions = (orgId: string, id: string) =>
  queryOptions({
    queryKey: businessKeys.request(orgId, id),
    queryFn: ({ signal }) => getBusinessRequest(orgId, id, signal),
  });

export function useBusinessRequest(orgId: string, id: string) {
  return useQuery(businessRequestQueryOptions(orgId, id));
}
