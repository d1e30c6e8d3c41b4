import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { webhookPath } from './webhook-path';

/** Deletes an endpoint: nothing more is delivered to it. */
export async function deleteWebhookEndpoint(orgId: string, endpointId: string): Promise<void> {
  await api.delete(webhookPath(orgId, endpointId));
}

export function useDeleteWebhookEndpoint(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => deleteWebhookEndpoint(orgId, endpointId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.webhooks(orgId) }),
  });
}
