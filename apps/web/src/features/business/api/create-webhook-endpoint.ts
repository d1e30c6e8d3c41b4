import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookEndpointWithSecretSchema,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@updately/shared/webhooks-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

export type WebhookEndpointWithSecret = WebhookEndpoint & { secret: string };
export type CreateWebhookInput = { url: string; event_types: WebhookEventType[] };

/** A new endpoint: the answer holds its signing secret, the only time it is shown. */
export async function createWebhookEndpoint(
  orgId: string,
  input: CreateWebhookInput,
): Promise<WebhookEndpointWithSecret> {
  const body = await api.post(orgApiPath(orgId, '/webhooks'), input);
  return webhookEndpointWithSecretSchema.parse(body);
}

export function useCreateWebhookEndpoint(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => createWebhookEndpoint(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.webhooks(orgId) }),
  });
}
