import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { WebhookEndpoint, WebhookEventType } from '@updately/shared/webhooks-api';
import type { Db, Tx } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import type { ValueCipher } from '../crypto/value-cipher';
import { validateOutboundUrl } from '../outbound-http/outbound-url';
import { generateWebhookSecret } from '../webhooks/webhook-secret';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookSource = 'portal' | 'rest_hook';

export const WEBHOOK_ENDPOINT_NOT_FOUND = 'No such webhook endpoint in the organisation';
/** How long a rotated-out secret keeps signing, so receivers can switch without a gap. */
export const PREVIOUS_SECRET_VALIDITY_MS = 24 * 60 * 60 * 1000;

const secretContext = (endpointId: string) => `webhook_endpoints:${endpointId}`;

/** A URL a business entered: a full http(s) URL and, in production, a public address. */
export function checkWebhookUrl(url: string, allowPrivateNetworks: boolean): string {
  const check = validateOutboundUrl(url, { allowPrivateNetworks });
  if (!check.ok) throw new AppError('VALIDATION_FAILED', `url: ${check.message}`);
  return url;
}

/** The endpoint as the portal shows it: the secret only as a hint. */
export function toWebhookEndpoint(cipher: ValueCipher, row: WebhookEndpointRow): WebhookEndpoint {
  const secret = openSecret(cipher, row.id, row.secret_key_id, row.secret_ciphertext);
  return {
    id: row.id,
    url: row.url,
    event_types: row.event_types as WebhookEventType[],
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    source: row.source as WebhookSource,
    failing_since: row.failing_since?.toISOString() ?? null,
    secret_hint: `whsec_…${secret.replace(/=+$/, '').slice(-4)}`,
    previous_secret_expires_at: row.previous_secret_expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The secrets that sign a delivery now: the current one, and the previous one for 24 hours. */
export function signingSecrets(cipher: ValueCipher, row: WebhookEndpointRow, now: Date): string[] {
  const secrets = [openSecret(cipher, row.id, row.secret_key_id, row.secret_ciphertext)];
  if (
    row.previous_secret_key_id &&
    row.previous_secret_ciphertext &&
    row.previous_secret_expires_at &&
    row.previous_secret_expires_at > now
  ) {
    secrets.push(
      openSecret(cipher, row.id, row.previous_secret_key_id, row.previous_secret_ciphertext),
    );
  }
  return secrets;
}

function openSecret(cipher: ValueCipher, id: string, keyId: string, ciphertext: string): string {
  return cipher.open({ keyId, ciphertext }, secretContext(id));
}

export async function createWebhookEndpoint(
  tx: Tx,
  cipher: ValueCipher,
  input: {
    organizationId: string;
    url: string;
    eventTypes: readonly WebhookEventType[];
    source: WebhookSource;
  },
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const id = randomUUID();
  const secret = generateWebhookSecret();
  const sealed = cipher.seal(secret, secretContext(id));
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({
      id,
      organization_id: input.organizationId,
      url: input.url,
      event_types: [...new Set(input.eventTypes)],
      secret_key_id: sealed.keyId,
      secret_ciphertext: sealed.ciphertext,
      source: input.source,
    })
    .returning();
  return { row: row!, secret };
}

export function listWebhookEndpoints(db: Db, organizationId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organization_id, organizationId))
    .orderBy(desc(webhookEndpoints.created_at), desc(webhookEndpoints.id));
}

/** The organisation's endpoint (of one source, when given); anything else is the same 404. */
export async function findWebhookEndpoint(
  db: Db,
  organizationId: string,
  rawId: string,
  options: { source?: WebhookSource; lock?: boolean } = {},
): Promise<WebhookEndpointRow> {
  const id = resourceId(rawId, WEBHOOK_ENDPOINT_NOT_FOUND);
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.organization_id, organizationId),
        options.source ? eq(webhookEndpoints.source, options.source) : undefined,
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND);
  return row;
}

export const DISABLED_BY_MEMBER = 'Switched off by a member of the organisation.';

/** Re-enabling starts afresh: no reason, no failing streak. */
export async function updateWebhookEndpoint(
  tx: Tx,
  row: WebhookEndpointRow,
  patch: { url?: string; event_types?: readonly WebhookEventType[]; enabled?: boolean },
): Promise<WebhookEndpointRow> {
  const enabling = patch.enabled === true && !row.enabled;
  const disabling = patch.enabled === false && row.enabled;
  const changes = {
    ...(patch.url !== undefined && { url: patch.url }),
    ...(patch.event_types && { event_types: [...new Set(patch.event_types)] }),
    ...(enabling && { enabled: true, disabled_reason: null, failing_since: null }),
    ...(disabling && { enabled: false, disabled_reason: DISABLED_BY_MEMBER }),
  };
  // Switching on an endpoint that is on (or an empty patch) changes nothing: not an error.
  if (Object.keys(changes).length === 0) return row;
  const [updated] = await tx
    .update(webhookEndpoints)
    .set(changes)
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return updated!;
}

export async function deleteWebhookEndpoint(tx: Tx, row: WebhookEndpointRow): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
}

/** A new current secret; the old one keeps signing (as the previous) for 24 hours. */
export async function rotateWebhookSecret(
  tx: Tx,
  cipher: ValueCipher,
  row: WebhookEndpointRow,
  now = new Date(),
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const secret = generateWebhookSecret();
  const sealed = cipher.seal(secret, secretContext(row.id));
  const [updated] = await tx
    .update(webhookEndpoints)
    .set({
      secret_key_id: sealed.keyId,
      secret_ciphertext: sealed.ciphertext,
      previous_secret_key_id: row.secret_key_id,
      previous_secret_ciphertext: row.secret_ciphertext,
      previous_secret_expires_at: new Date(now.getTime() + PREVIOUS_SECRET_VALIDITY_MS),
    })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return { row: updated!, secret };
}
