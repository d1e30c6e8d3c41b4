import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookEndpointListSchema, type WebhookEndpoint } from '@updately/shared/webhooks-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** The organisation's webhook endpoints (secrets by their end only). */
export async function listWebhookEndpoints(
  orgId: string,
  signal?: AbortSignal,
): Promise<WebhookEndpoint[]> {
  const body = await api.get(orgApiPath(orgId, '/webhooks'), { signal });
  return webhookEndpointListSchema.parse(body).items;
}

export const webhookEndpointsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: businessKeys.webhooks(orgId),
    queryFn: ({ signal }) => listWebhookEndpoints(orgId, signal),
  });

export function useWebhookEndpoints(orgId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...webhookEndpointsQueryOptions(orgId), enabled });
}
