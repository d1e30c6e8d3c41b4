import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookQueuedSchema } from '@updately/shared/webhooks-api';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { webhookPath } from './webhook-path';

/** Queues a `webhook.test` event to the endpoint; its delivery shows in the log. */
export async function sendWebhookTest(
  orgId: string,
  endpointId: string,
): Promise<{ message_id: string }> {
  return webhookQueuedSchema.parse(await api.post(webhookPath(orgId, endpointId, '/test')));
}

export function useSendWebhookTest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => sendWebhookTest(orgId, endpointId),
    onSuccess: (_queued, endpointId) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.deliveries(orgId, endpointId) }),
  });
}
