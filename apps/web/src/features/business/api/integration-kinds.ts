import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationKindsSchema, type IntegrationKinds } from '@updately/shared/business-api';
import type { RequestKind } from '@updately/shared/request-kinds';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

const kindsPath = (orgId: string) => orgApiPath(orgId, '/integration/kinds');

/** The kinds of request the organisation's integration handles. */
export async function getIntegrationKinds(
  orgId: string,
  signal?: AbortSignal,
): Promise<IntegrationKinds> {
  return integrationKindsSchema.parse(await api.get(kindsPath(orgId), { signal }));
}

export const integrationKindsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: businessKeys.integrationKinds(orgId),
    queryFn: ({ signal }) => getIntegrationKinds(orgId, signal),
  });

export function useIntegrationKinds(orgId: string) {
  return useQuery(integrationKindsQueryOptions(orgId));
}

/** PUT the kinds handled from now on (owners and admins). */
export async function setIntegrationKinds(
  orgId: string,
  kinds: readonly RequestKind[],
): Promise<IntegrationKinds> {
  return integrationKindsSchema.parse(await api.put(kindsPath(orgId), { kinds }));
}

export function useSetIntegrationKinds(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: readonly RequestKind[]) => setIntegrationKinds(orgId, kinds),
    onSuccess: (saved) => queryClient.setQueryData(businessKeys.integrationKinds(orgId), saved),
  });
}
