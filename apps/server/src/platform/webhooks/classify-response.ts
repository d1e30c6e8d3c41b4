import { isOutboundFailure, type OutboundResult } from '../outbound-http/outbound-result';

/**
 * - delivered: a 2xx answer.
 * - gone: 410, the receiver asks for no more deliveries; disable the endpoint.
 * - blocked: never sent, as the URL is invalid or not a public address; retrying cannot help.
 * - retry: any other status, a timeout or a failed connection.
 */
export type WebhookOutcome = 'delivered' | 'gone' | 'blocked' | 'retry';

export function classifyWebhookResponse(result: OutboundResult): WebhookOutcome {
  if (isOutboundFailure(result)) {
    const { code } = result.error;
    return code === 'BLOCKED_ADDRESS' || code === 'INVALID_URL' ? 'blocked' : 'retry';
  }
  if (result.status >= 200 && result.status < 300) return 'delivered';
  if (result.status === 410) return 'gone';
  return 'retry';
}
