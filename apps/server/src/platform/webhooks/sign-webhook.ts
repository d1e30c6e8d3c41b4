import { Webhook } from 'standardwebhooks';

export type WebhookSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * Standard Webhooks headers for one delivery attempt. While a secret is being rotated, both
 * the new and the old secret are passed: the signature header then carries one `v1,` entry for
 * each, and a receiver verifying with either accepts it.
 */
export function signWebhook(input: {
  id: string;
  timestamp: Date;
  payload: string;
  secrets: readonly string[];
}): WebhookSignatureHeaders {
  if (input.secrets.length === 0) throw new Error('A webhook needs at least one signing secret');
  const signatures = input.secrets.map((secret) =>
    new Webhook(secret).sign(input.id, input.timestamp, input.payload),
  );
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(Math.floor(input.timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
