import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListSchema, type ApiKey } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** The organisation's API keys, by prefix only (keys are stored hashed). Owners and admins. */
export async function listApiKeys(orgId: string, signal?: AbortSignal): Promise<ApiKey[]> {
  return apiKeyListSchema.parse(await api.get(orgApiPath(orgId, '/api-keys'), { signal })).items;
}

export const apiKeysQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: businessKeys.apiKeys(orgId),
    queryFn: ({ signal }) => listApiKeys(orgId, signal),
  });

export function useApiKeys(orgId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiKeysQueryOptions(orgId), enabled });
}
