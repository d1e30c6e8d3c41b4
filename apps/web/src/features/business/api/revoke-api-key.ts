import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeySchema, type ApiKey } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** Revokes a key: the Business API refuses it from the next call. */
export async function revokeApiKey(orgId: string, keyId: string): Promise<ApiKey> {
  const path = orgApiPath(orgId, `/api-keys/${encodeURIComponent(keyId)}`);
  return apiKeySchema.parse(await api.delete(path));
}

export function useRevokeApiKey(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(orgId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.apiKeys(orgId) }),
  });
}
