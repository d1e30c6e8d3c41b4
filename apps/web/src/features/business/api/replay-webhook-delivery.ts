import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { webhookPath } from './webhook-path';

/** Sends a logged delivery's message again (same `webhook-id`); the attempt joins the log. */
export async function replayWebhookDelivery(
  orgId: string,
  { endpointId, deliveryId }: { endpointId: string; deliveryId: string },
): Promise<void> {
  await api.post(
    webhookPath(orgId, endpointId, `/deliveries/${encodeURIComponent(deliveryId)}/replay`),
  );
}

export function useReplayWebhookDelivery(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { endpointId: string; deliveryId: string }) =>
      replayWebhookDelivery(orgId, input),
    onSuccess: (_result, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.deliveries(orgId, endpointId) }),
  });
}
