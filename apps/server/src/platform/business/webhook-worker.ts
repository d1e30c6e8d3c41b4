import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { WEBHOOK_LOGGED_BODY_BYTES } from '@updately/shared/webhooks-api';
import type { Config } from '../../lib/config';
import type { Db, Tx } from '../../db/client';
import {
  journeys,
  members,
  organizations,
  updateRequests,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ValueCipher } from '../crypto/value-cipher';
import type { Job, JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import { isOutboundFailure } from '../outbound-http/outbound-result';
import { deliverWebhook, type WebhookAttempt } from '../webhooks/deliver-webhook';
import { nextWebhookAttemptDelay } from '../webhooks/retry-schedule';
import { MANAGER_ROLES } from './organization-access';
import { recordWebhookAttempts, type WebhookPayload } from './webhook-deliveries';
import { groupCommit } from '../update-engine/group-commit';
import { signingSecrets, type WebhookEndpointRow } from './webhook-endpoints';
import { enqueueWebhookJob, WEBHOOK_QUEUE, type WebhookJob } from './webhook-events';

/** An endpoint failing this long without one success is switched off. */
export const WEBHOOK_FAILING_LIMIT_MS = 5 * 24 * 60 * 60 * 1000;
export const GONE_REASON = 'The endpoint answered 410 Gone: it asked for no more deliveries.';
export const FAILING_REASON = 'Every delivery failed for five days.';

/**
 * The queue's own retries are for the worker failing (a database error, a crash: pg-boss re-runs
 * the job, which repeats the attempt), and for a new request not yet recorded as sent. The
 * receiver's failures are retried on the published schedule, by a job per attempt.
 */
export const WEBHOOK_JOB_RETRY = {
  retryLimit: 10,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 120,
  heartbeatSeconds: 10,
  expireInSeconds: 60,
} as const;

export type WebhookWorkerDeps = {
  db: Db;
  logger: Logger;
  jobs: JobQueue;
  mailer: Mailer;
  cipher: ValueCipher;
  config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE' | 'APP_NAME' | 'appUrl' | 'WEBHOOK_RETRY_SCALE'>;
};

class RequestNotYetSent extends Error {}

/** Deliveries a webhook worker takes at once; two workers, so up to twice this in flight. */
export const WEBHOOK_BATCH_SIZE = 32;

export async function registerWebhookWorker(deps: WebhookWorkerDeps): Promise<void> {
  await deps.jobs.registerBatch<WebhookJob>(WEBHOOK_QUEUE, (jobs) => runWebhookBatch(deps, jobs), {
    ...WEBHOOK_JOB_RETRY,
    concurrency: 2,
    batchSize: WEBHOOK_BATCH_SIZE,
  });
}

type Attempted = { job: WebhookJob; endpoint: WebhookEndpointRow; attempt: WebhookAttempt };

/**
 * A batch of attempts (issue 28: 200 a second): its endpoints and the attempts already logged
 * are read once for the batch, every attempt is sent at once, and each is logged and settled as
 * soon as its answer comes, with those answered meanwhile, in one transaction (groupCommit).
 * Answers the jobs to retry.
 */
export async function runWebhookBatch(
  deps: WebhookWorkerDeps,
  jobs: readonly Job<WebhookJob>[],
): Promise<Map<string, unknown>> {
  const failures = new Map<string, unknown>();
  const endpointIds = [...new Set(jobs.map((job) => job.data.endpointId))];
  const [endpoints, settled, eventData] = await Promise.all([
    deps.db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)),
    settledAttempts(
      deps.db,
      jobs.map((job) => job.data),
    ),
    requestEventDataOf(
      deps.db,
      jobs.map((job) => job.data),
    ),
  ]);
  const endpointOf = new Map(endpoints.map((row) => [row.id, row]));
  const record = groupCommit<Attempted>((attempted) =>
    deps.db.transaction((tx) => recordAttempts(deps, tx, attempted)),
  );
  await Promise.all(
    jobs.map(async (job) => {
      const data = job.data;
      const endpoint = endpointOf.get(data.endpointId);
      // Logged and settled (with its next attempt enqueued) in one transaction: a run of this job
      // again — its process died before pg-boss heard it finish — has nothing left to do.
      if (!endpoint?.enabled || settled.has(attemptKey(data))) return;
      try {
        const payloadData =
          data.data ??
          eventData.get(data.requestId ?? '') ??
          (await requestEventData(deps.db, data));
        if (!payloadData) return;
        const attempt = await deliverWebhook({
          url: endpoint.url,
          secrets: signingSecrets(deps.cipher, endpoint, new Date()),
          id: data.messageId,
          type: data.eventType,
          timestamp: new Date(data.occurredAt),
          data: payloadData,
          allowPrivateNetworks: deps.config.WEBHOOK_ALLOW_PRIVATE,
          maxResponseBytes: WEBHOOK_LOGGED_BODY_BYTES,
        });
        await record({ job: { ...data, data: payloadData }, endpoint, attempt });
      } catch (err) {
        failures.set(job.id, err);
      }
    }),
  );
  return failures;
}

const attemptKey = (job: Pick<WebhookJob, 'endpointId' | 'messageId' | 'attempt'>) =>
  `${job.endpointId}:${job.messageId}:${job.attempt}`;

/** The attempts of `jobs` already in the log, by attemptKey. */
async function settledAttempts(db: Db, jobs: readonly WebhookJob[]): Promise<Set<string>> {
  const rows = await db
    .select({
      endpointId: webhookDeliveries.endpoint_id,
      messageId: webhookDeliveries.message_id,
      attempt: webhookDeliveries.attempt,
    })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.endpoint_id, [...new Set(jobs.map((job) => job.endpointId))]),
        inArray(webhookDeliveries.message_id, [...new Set(jobs.map((job) => job.messageId))]),
      ),
    );
  return new Set(rows.map(attemptKey));
}

/**
 * The logs and outcomes of attempts answered together: the endpoints still there (a key-share
 * lock: none can be removed meanwhile, and deliveries to one endpoint never queue behind one
 * another), one insert for the log, then each outcome settled.
 */
async function recordAttempts(deps: WebhookWorkerDeps, tx: Tx, attempted: readonly Attempted[]) {
  const still = new Set(
    (
      await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, [...new Set(attempted.map((a) => a.endpoint.id))]))
        .for('key share')
    ).map((row) => row.id),
  );
  // Removed while the attempt was under way: nothing to log or decide.
  const kept = attempted.filter((a) => still.has(a.endpoint.id));
  if (kept.length === 0) return;
  const now = new Date();
  await recordWebhookAttempts(
    tx,
    kept.map(({ job, endpoint, attempt }) => ({
      endpointId: endpoint.id,
      messageId: job.messageId,
      attempt: job.attempt,
      payload: JSON.parse(attempt.request.body) as WebhookPayload,
      result: attempt.result,
      now,
    })),
  );
  const delivered = kept.filter((a) => a.attempt.outcome === 'delivered');
  if (delivered.length > 0) {
    // Only an endpoint that was failing is written to: a healthy one's row is never locked.
    await tx
      .update(webhookEndpoints)
      .set({ failing_since: null })
      .where(
        and(
          inArray(webhookEndpoints.id, [...new Set(delivered.map((a) => a.endpoint.id))]),
          isNotNull(webhookEndpoints.failing_since),
        ),
      );
    deps.logger.info({ deliveries: delivered.length }, 'webhooks delivered');
  }
  for (const item of kept) {
    if (item.attempt.outcome !== 'delivered')
      await settle(deps, tx, item.endpoint, item.job, item.attempt);
  }
}

/** requestEventData for a batch, in one read: only the events ready now (see below). */
async function requestEventDataOf(
  db: Db,
  jobs: readonly WebhookJob[],
): Promise<Map<string, Record<string, unknown>>> {
  const ids = [
    ...new Set(jobs.filter((job) => !job.data && job.requestId).map((j) => j.requestId!)),
  ];
  if (ids.length === 0) return new Map();
  const created = new Set(
    jobs.filter((job) => job.eventType === 'update_request.created').map((job) => job.requestId),
  );
  const rows = await eventRows(db, ids);
  // A created event whose request is still queued waits for it, job by job (requestEventData).
  return new Map(
    rows
      .filter((row) => !(created.has(row.id) && row.status === 'queued'))
      .map((row) => [row.id, eventDataOf(row)]),
  );
}

/**
 * What the business learns of a request: enough to fetch it with its API key (and its kind, to
 * route it), no personal value.
 * The dispatch enqueues a new request's event just before recording it as sent: the event waits
 * for that (briefly here, then by the job's retries), so a business acting on it at once can.
 */
async function requestEventData(db: Db, job: WebhookJob) {
  if (!job.requestId) return null;
  for (let waited = 0; ; waited += 1) {
    const [row] = await eventRows(db, [job.requestId]);
    if (!row) return null;
    if (job.eventType !== 'update_request.created' || row.status !== 'queued') {
      return eventDataOf(row);
    }
    if (waited >= 20) throw new RequestNotYetSent(`request ${row.id} is not recorded as sent yet`);
    await sleep(100);
  }
}

function eventRows(db: Db, requestIds: readonly string[]) {
  return db
    .select({
      id: updateRequests.id,
      reference: updateRequests.reference,
      brand_id: updateRequests.brand_id,
      kind: updateRequests.kind,
      subject: updateRequests.subject,
      status: updateRequests.status,
      expected_by: updateRequests.expected_by,
      updated_at: updateRequests.updated_at,
      journey_subject: journeys.subject,
      acting_role: journeys.acting_role,
      // Safe mode: not a personal value, and the business must know before it fetches.
      confidential_address: updateRequests.confidential,
    })
    .from(updateRequests)
    .innerJoin(journeys, eq(journeys.id, updateRequests.journey_id))
    .where(inArray(updateRequests.id, [...requestIds]));
}

function eventDataOf(row: Awaited<ReturnType<typeof eventRows>>[number]): Record<string, unknown> {
  const { journey_subject, acting_role, ...request } = row;
  return {
    ...request,
    // Who acts for whom, without the name (a personal value: fetched with the API key).
    acting_for:
      journey_subject !== 'self' && acting_role
        ? { subject: journey_subject, role: acting_role }
        : null,
    updated_at: row.updated_at.toISOString(),
  };
}

async function settle(
  deps: WebhookWorkerDeps,
  tx: Tx,
  endpoint: WebhookEndpointRow,
  job: WebhookJob,
  attempt: WebhookAttempt,
) {
  const log = deps.logger.child({
    endpointId: endpoint.id,
    messageId: job.messageId,
    eventType: job.eventType,
    attempt: job.attempt,
  });
  const status = isOutboundFailure(attempt.result) ? null : attempt.result.status;
  const now = new Date();
  switch (attempt.outcome) {
    case 'delivered':
      // Written with the others delivered alongside (recordAttempts).
      return;
    case 'gone':
      await disable(tx, endpoint.id, GONE_REASON);
      log.warn('webhook endpoint answered 410: disabled');
      return;
    case 'blocked':
      log.warn('webhook refused: the address is not allowed');
      return;
    case 'retry':
      break;
  }
  const [failing] = await tx
    .update(webhookEndpoints)
    .set({ failing_since: sql`coalesce(${webhookEndpoints.failing_since}, ${now})` })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning({ since: webhookEndpoints.failing_since });
  const since = failing?.since ?? now;
  if (now.getTime() - since.getTime() >= WEBHOOK_FAILING_LIMIT_MS) {
    if (await disable(tx, endpoint.id, FAILING_REASON)) await tellManagers(deps, tx, endpoint);
    log.warn({ status }, 'webhook endpoint failing for five days: disabled');
    return;
  }
  const retryAfter = isOutboundFailure(attempt.result)
    ? null
    : attempt.result.headers['retry-after'];
  const delay = nextWebhookAttemptDelay(job.attempt - job.firstAttempt + 1, retryAfter, now);
  if (delay === null) {
    log.warn({ status }, 'webhook failed: no attempts left for this message');
    return;
  }
  const startAfter = new Date(now.getTime() + delay * 1000 * deps.config.WEBHOOK_RETRY_SCALE);
  await enqueueWebhookJob(deps.jobs, tx, { ...job, attempt: job.attempt + 1 }, startAfter);
  log.info({ status, delaySeconds: delay }, 'webhook failed: retry scheduled');
}

/** True when this call switched it off (so the managers are told once). */
async function disable(tx: Tx, endpointId: string, reason: string): Promise<boolean> {
  const switched = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabled_reason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  return switched.length > 0;
}

async function tellManagers(deps: WebhookWorkerDeps, tx: Tx, endpoint: WebhookEndpointRow) {
  const managers = await tx
    .select({ email: users.email, organization: organizations.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.organizationId, endpoint.organization_id),
        inArray(members.role, [...MANAGER_ROLES]),
      ),
    );
  const target = new URL(endpoint.url);
  for (const manager of managers) {
    await deps.mailer.sendInTransaction(
      tx,
      mailTemplates.webhookEndpointDisabled(
        deps.config.APP_NAME,
        manager.email,
        manager.organization,
        `${target.origin}${target.pathname}`,
        `${deps.config.appUrl}/business/integration`,
      ),
    );
  }
}
