import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookEndpointSchema,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@updately/shared/webhooks-api';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { webhookPath } from './webhook-path';

export type UpdateWebhookInput = {
  endpointId: string;
  url?: string;
  event_types?: WebhookEventType[];
  enabled?: boolean;
};

/** PATCH an endpoint: its address, its events, or switched on or off. */
export async function updateWebhookEndpoint(
  orgId: string,
  { endpointId, ...changes }: UpdateWebhookInput,
): Promise<WebhookEndpoint> {
  const body = await api.patch(webhookPath(orgId, endpointId), changes);
  return webhookEndpointSchema.parse(body);
}

export function useUpdateWebhookEndpoint(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWebhookInput) => updateWebhookEndpoint(orgId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.webhooks(orgId) }),
  });
}
