import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookEndpointWithSecretSchema } from '@updately/shared/webhooks-api';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import type { WebhookEndpointWithSecret } from './create-webhook-endpoint';
import { webhookPath } from './webhook-path';

/** A new signing secret, shown once; the old one still signs for 24 hours. */
export async function rotateWebhookSecret(
  orgId: string,
  endpointId: string,
): Promise<WebhookEndpointWithSecret> {
  const body = await api.post(webhookPath(orgId, endpointId, '/rotate-secret'));
  return webhookEndpointWithSecretSchema.parse(body);
}

export function useRotateWebhookSecret(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => rotateWebhookSecret(orgId, endpointId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.webhooks(orgId) }),
  });
}
