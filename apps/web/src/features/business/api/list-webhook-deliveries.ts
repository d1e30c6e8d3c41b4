import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { webhookDeliveryListSchema, type WebhookDelivery } from '@updately/shared/webhooks-api';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { webhookPath } from './webhook-path';

export type DeliveriesPage = { items: WebhookDelivery[]; next_cursor: string | null };

/** One page of an endpoint's delivery log, from `cursor`. */
export async function listWebhookDeliveries(
  orgId: string,
  endpointId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DeliveriesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const body = await api.get(webhookPath(orgId, endpointId, `/deliveries${query}`), { signal });
  return webhookDeliveryListSchema.parse(body);
}

export const webhookDeliveriesQueryOptions = (orgId: string, endpointId: string) =>
  infiniteQueryOptions({
    queryKey: businessKeys.deliveries(orgId, endpointId),
    queryFn: ({ pageParam, signal }) => listWebhookDeliveries(orgId, endpointId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useWebhookDeliveries(orgId: string, endpointId: string) {
  return useInfiniteQuery(webhookDeliveriesQueryOptions(orgId, endpointId));
}
