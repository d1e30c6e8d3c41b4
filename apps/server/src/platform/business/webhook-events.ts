import { createHash, randomBytes } from 'node:crypto';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { WebhookEventType } from '@updately/shared/webhooks-api';
import type { Db, Tx } from '../../db/client';
import { brandClaims, webhookEndpoints } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { stableJobId, type JobQueue } from '../jobs/job-queue';
import type { ApiChannelNotice, ApiChannelTransport } from '../update-engine/api-channel';

export const WEBHOOK_QUEUE = 'webhook-deliver';

/** One attempt at delivering one message to one endpoint. */
export type WebhookJob = {
  endpointId: string;
  /** The `webhook-id`: the same on every attempt and replay of the message. */
  messageId: string;
  eventType: string;
  /** When the event happened: the body's `timestamp`. */
  occurredAt: string;
  /**
   * The body's `data`. Absent for an update request's event until its first attempt, which reads
   * the request as it is then (a new request is announced once it is recorded as sent).
   */
  data?: Record<string, unknown>;
  requestId?: string;
  /** The attempt's number in the delivery log. */
  attempt: number;
  /** Where this chain of attempts began: 1, or after the last attempt for a replay. */
  firstAttempt: number;
};

/** Same endpoint, event, request and attempt (and reminder): same message id, on every retry. */
export function webhookMessageId(parts: readonly (string | number)[]): string {
  return `msg_${createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 32)}`;
}

/** A message of its own (a test event). */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/** The job of one attempt: enqueued twice (a re-run after a crash), it exists once. */
export function webhookJobId(job: Pick<WebhookJob, 'endpointId' | 'messageId' | 'attempt'>) {
  return stableJobId(`webhook:${job.endpointId}:${job.messageId}:${job.attempt}`);
}

export function enqueueWebhookJob(
  jobs: JobQueue,
  tx: Tx,
  job: WebhookJob,
  startAfter?: Date,
): Promise<string | null> {
  return jobs.sendInTransaction<WebhookJob>(tx, WEBHOOK_QUEUE, job, {
    id: webhookJobId(job),
    ...(startAfter && { startAfter }),
  });
}

/** The enabled endpoints subscribed to `eventType` of the organisation holding the brand. */
export async function subscribedEndpoints(db: Db, brandId: string, eventType: WebhookEventType) {
  const holders = db
    .select({ id: brandClaims.organization_id })
    .from(brandClaims)
    .where(and(eq(brandClaims.brand_id, brandId), eq(brandClaims.status, 'verified')));
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.organization_id, holders),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.event_types, [eventType]),
      ),
    );
}

type RequestEvent = {
  type: WebhookEventType;
  requestId: string;
  brandId: string | null;
  /** What makes the message one of its own: the request's attempt, the reminder's number. */
  key: readonly (string | number)[];
};

/**
 * The api channel with push: each event of a request goes to the endpoints of the organisation
 * holding the brand's verified claim, one job per endpoint, under ids that make a re-run of the
 * same dispatch (after a crash) enqueue nothing twice. The webhook carries no personal values:
 * the business pulls the request with its API key.
 */
export function webhookApiChannel(deps: { db: Db; jobs: JobQueue; logger: Logger }) {
  async function enqueue(event: RequestEvent): Promise<void> {
    if (!event.brandId) return;
    const endpoints = await subscribedEndpoints(deps.db, event.brandId, event.type);
    if (endpoints.length === 0) return;
    const occurredAt = new Date().toISOString();
    const jobs = endpoints.map(({ id }) => {
      const messageId = webhookMessageId([id, event.type, event.requestId, ...event.key]);
      const job: WebhookJob = {
        endpointId: id,
        messageId,
        eventType: event.type,
        occurredAt,
        requestId: event.requestId,
        attempt: 1,
        firstAttempt: 1,
      };
      return { id: webhookJobId(job), data: job };
    });
    await deps.db.transaction((tx) => deps.jobs.sendManyInTransaction(tx, WEBHOOK_QUEUE, jobs));
    deps.logger.info(
      { requestId: event.requestId, eventType: event.type, endpoints: jobs.length },
      'webhooks queued',
    );
  }

  const transport: ApiChannelTransport = {
    async deliver(request) {
      await enqueue({
        type: 'update_request.created',
        requestId: request.id,
        brandId: request.company.brand_id,
        key: [request.idempotency_key],
      });
      return { deliveryId: request.idempotency_key };
    },
    async notify(notice: ApiChannelNotice) {
      await enqueue({
        type: `update_request.${notice.type}`,
        requestId: notice.requestId,
        brandId: notice.brandId,
        key: [notice.attempt, notice.sequence ?? 0],
      });
    },
  };
  return transport;
}
