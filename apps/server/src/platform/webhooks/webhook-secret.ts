import { randomBytes } from 'node:crypto';

/** A new endpoint signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
