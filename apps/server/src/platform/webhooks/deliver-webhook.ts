import { outboundPost } from '../outbound-http/outbound-post';
import type { OutboundResult } from '../outbound-http/outbound-result';
import { classifyWebhookResponse, type WebhookOutcome } from './classify-response';
import { signWebhook } from './sign-webhook';

export type WebhookDelivery = {
  url: string;
  /** The endpoint's valid secrets, the current one first (two during a rotation). */
  secrets: readonly string[];
  /** The message id: the same on every attempt, so receivers can drop duplicates. */
  id: string;
  type: string;
  /** When the event happened. */
  timestamp: Date;
  data: unknown;
  allowPrivateNetworks: boolean;
  /** When this attempt is signed. */
  sentAt?: Date;
  timeoutMs?: number;
  /** How much of the answer to keep (outboundPost's default otherwise). */
  maxResponseBytes?: number;
};

export type WebhookAttempt = {
  outcome: WebhookOutcome;
  result: OutboundResult;
  request: { headers: Record<string, string>; body: string };
};

/** One attempt at delivering a Standard Webhooks message, with what was sent for the log. */
export async function deliverWebhook(delivery: WebhookDelivery): Promise<WebhookAttempt> {
  const body = JSON.stringify({
    type: delivery.type,
    timestamp: delivery.timestamp.toISOString(),
    data: delivery.data,
  });
  // The signed timestamp is the attempt's, not the event's: receivers refuse signatures more
  // than five minutes old, which every retry of an older event would otherwise be.
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Updately-Webhooks/1.0',
    ...signWebhook({
      id: delivery.id,
      timestamp: delivery.sentAt ?? new Date(),
      payload: body,
      secrets: delivery.secrets,
    }),
  };
  const result = await outboundPost(delivery.url, body, headers, {
    allowPrivateNetworks: delivery.allowPrivateNetworks,
    timeoutMs: delivery.timeoutMs,
    maxResponseBytes: delivery.maxResponseBytes,
    // Many deliveries go to one endpoint: one connection carries them, not one each.
    keepAlive: true,
  });
  return { outcome: classifyWebhookResponse(result), result, request: { headers, body } };
}
