import { and, eq } from 'drizzle-orm';
import {
  MAPPABLE_FIELDS,
  TEST_DELIVERY_BODY_LIMIT,
  TEST_DELIVERY_TIMEOUT_MS,
  type MappableField,
  type TestDeliveryResult,
} from '@updately/shared/admin-integrations-api';
import { WEBHOOK_TEST_EVENT } from '@updately/shared/webhooks-api';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { logUserAction } from '../../platform/audit/audit-log';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { brandFieldNames } from '../../platform/business/brand-field-names';
import {
  recordWebhookAttempt,
  type WebhookPayload,
} from '../../platform/business/webhook-deliveries';
import { findWebhookEndpoint, signingSecrets } from '../../platform/business/webhook-endpoints';
import { newWebhookMessageId } from '../../platform/business/webhook-events';
import { isOutboundFailure } from '../../platform/outbound-http/outbound-result';
import { deliverWebhook } from '../../platform/webhooks/deliver-webhook';
import { claimedBrand, type AuditActor } from './admin-integrations.service';

/** Made-up values: a test delivery carries no person's data. */
export const SAMPLE_VALUES: Record<MappableField, string> = {
  address: '1 Sample Street, Exampleville VIC 3000',
  email: 'new.email@example.com',
  phone: '+61 400 000 000',
};

/** The answer's headers worth showing (no cookies or anything the receiver did not mean for us). */
const SHOWN_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'date',
  'server',
  'retry-after',
  'location',
  'cache-control',
  'x-request-id',
];

export const NO_CLAIM_TO_TEST =
  'The brand has no verified business claim, so it has no webhook endpoints to test.';

/** A sample of what the brand's integration receives, its fields under the brand's own names. */
export function samplePayloadData(
  appName: string,
  brand: { id: string; name: string },
  names: Map<string, string>,
) {
  const changes = MAPPABLE_FIELDS.map((field) => ({
    field,
    ...(names.has(field) && { external_name: names.get(field)! }),
    value: SAMPLE_VALUES[field],
  }));
  return {
    sample: true,
    message: `A sample update request from ${appName}'s integration builder: made-up values, no person's data.`,
    brand: { id: brand.id, name: brand.name },
    request: {
      id: 'sample',
      reference: 'UPD-TEST-0000',
      changes,
      /** The same values keyed by the brand's names (the field type where it has none). */
      fields: Object.fromEntries(changes.map((c) => [c.external_name ?? c.field, c.value])),
    },
  };
}

export type TestDeliveryDeps = {
  db: Db;
  cipher: ValueCipher;
  appName: string;
  /** False in production: the SSRF guard refuses loopback, private and reserved addresses. */
  allowPrivateNetworks: boolean;
};

/**
 * Sends a signed `webhook.test` event with a sample payload to one endpoint of the organisation
 * holding the brand, waits for the answer (10 s at most), and logs it in the endpoint's delivery
 * log with an audit entry. Nothing is held open while the receiver answers. The endpoint's
 * state (failing streak, switched off) is left alone: this is a look, not a retry.
 */
export async function sendTestDelivery(
  deps: TestDeliveryDeps,
  actor: AuditActor,
  rawBrandId: string,
  rawEndpointId: string,
): Promise<TestDeliveryResult> {
  const { brand, claim } = await claimedBrand(deps.db, rawBrandId);
  if (!claim) throw new AppError('CONFLICT', NO_CLAIM_TO_TEST);
  const endpoint = await findWebhookEndpoint(deps.db, claim.organization_id, rawEndpointId);
  if (!endpoint.enabled) {
    throw new AppError(
      'CONFLICT',
      'The endpoint is switched off: its organisation switches it on in the Business portal.',
    );
  }
  const names = await brandFieldNames(deps.db, brand.id);
  const messageId = newWebhookMessageId();
  const sentAt = new Date();
  const attempt = await deliverWebhook({
    url: endpoint.url,
    secrets: signingSecrets(deps.cipher, endpoint, sentAt),
    id: messageId,
    type: WEBHOOK_TEST_EVENT,
    timestamp: sentAt,
    sentAt,
    data: samplePayloadData(deps.appName, brand, names),
    allowPrivateNetworks: deps.allowPrivateNetworks,
    timeoutMs: TEST_DELIVERY_TIMEOUT_MS,
    maxResponseBytes: TEST_DELIVERY_BODY_LIMIT,
  });
  const { result } = attempt;
  const failure = isOutboundFailure(result) ? result : null;
  const answer = isOutboundFailure(result) ? null : result;
  const outcome =
    attempt.outcome === 'delivered'
      ? 'delivered'
      : attempt.outcome === 'blocked'
        ? 'blocked'
        : 'failed';
  const deliveryId = await deps.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id))
      .for('update');
    let id: string | null = null;
    if (still) {
      await recordWebhookAttempt(tx, {
        endpointId: endpoint.id,
        messageId,
        attempt: 1,
        payload: JSON.parse(attempt.request.body) as WebhookPayload,
        result,
        now: new Date(),
      });
      const [row] = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpoint_id, endpoint.id),
            eq(webhookDeliveries.message_id, messageId),
          ),
        );
      id = row?.id ?? null;
    }
    await logUserAction(
      tx,
      {
        userId: actor.adminId,
        action: 'admin.brand.test_delivery_sent',
        resourceType: 'BRAND',
        resourceId: brand.id,
        newValues: {
          outcome,
          status: answer?.status ?? null,
          error: failure?.error.code ?? null,
        },
        metadata: {
          brand_name: brand.name,
          organization_id: claim.organization_id,
          endpoint_id: endpoint.id,
          message_id: messageId,
        },
        ipAddress: actor.ipAddress,
        userAgent: actor.userAgent,
      },
      actor.logger,
    );
    return id;
  });
  return {
    delivery_id: deliveryId,
    message_id: messageId,
    outcome,
    request: {
      method: 'POST',
      url: endpoint.url,
      headers: {
        ...attempt.request.headers,
        'content-length': String(Buffer.byteLength(attempt.request.body)),
      },
      body: attempt.request.body,
    },
    response: !answer
      ? null
      : {
          status: answer.status,
          headers: Object.fromEntries(
            SHOWN_RESPONSE_HEADERS.flatMap((name) =>
              answer.headers[name] === undefined ? [] : [[name, answer.headers[name]!]],
            ),
          ),
          body: answer.body,
          body_truncated: answer.bodyTruncated,
        },
    error: failure ? failure.error : null,
    duration_ms: result.durationMs,
    sent_at: sentAt.toISOString(),
  };
}
