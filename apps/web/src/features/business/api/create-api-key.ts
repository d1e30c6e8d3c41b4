import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdApiKeySchema, type ApiKeyScope, type ApiKey } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

export type CreatedApiKey = ApiKey & { key: string };

/** A new key: the answer holds the key itself, the only time it is shown. */
export async function createApiKey(
  orgId: string,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<CreatedApiKey> {
  return createdApiKeySchema.parse(await api.post(orgApiPath(orgId, '/api-keys'), input));
}

export function useCreateApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scopes: ApiKeyScope[] }) => createApiKey(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.apiKeys(orgId) }),
  });
}
