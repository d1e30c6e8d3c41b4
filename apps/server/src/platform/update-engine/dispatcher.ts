import { eq } from 'drizzle-orm';
import type { UpdateFollowUp } from '../../lib/config';
import type { Tx } from '../../db/client';
import { updateRequests } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { stableJobId, type Job, type JobQueue } from '../jobs/job-queue';
import type { MailTransport } from '../mail/mail-transport';
import type { ApiChannelTransport } from './api-channel';
import { companyMail } from './company-mail';
import {
  companyMailInput,
  loadRequest,
  toCompanyUpdateRequest,
  type CompanyRequestContext,
} from './company-request';
import { followUpDueAt } from './follow-up-schedule';
import { applyUpdateEvent, type UpdateRequestRow } from './transition';

export const DISPATCH_QUEUE = 'update-dispatch';
export const COMPANY_NOTICE_QUEUE = 'update-company-notice';

export type DispatchJob = { requestId: string; attempt: number };
export type CompanyNoticeJob = {
  requestId: string;
  attempt: number;
  kind: 'reminder' | 'cancelled' | 'expired';
  sequence?: number;
};

/** Retries of a dispatch: ~5 s doubling to 10 min; then the person is asked to act. */
export const DISPATCH_RETRY = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  // A worker that dies mid-send is noticed within ~10 s (plus the supervision interval).
  heartbeatSeconds: 10,
  expireInSeconds: 120,
} as const;

export type DispatcherDeps = CompanyRequestContext & {
  logger: Logger;
  jobs: JobQueue;
  mail: MailTransport;
  api: ApiChannelTransport;
  followUp: UpdateFollowUp;
};

/** The idempotency key of one delivery: one per request, channel and attempt. */
export const dispatchKey = (row: Pick<UpdateRequestRow, 'id' | 'channel' | 'attempt'>) =>
  `${row.id}:${row.channel}:${row.attempt}`;

/** Queues the delivery of the request's current attempt, inside the caller's transaction. */
export async function enqueueDispatch(
  jobs: JobQueue,
  tx: Tx,
  row: Pick<UpdateRequestRow, 'id' | 'channel' | 'attempt'>,
): Promise<void> {
  await jobs.sendInTransaction<DispatchJob>(
    tx,
    DISPATCH_QUEUE,
    { requestId: row.id, attempt: row.attempt },
    { id: stableJobId(`dispatch:${dispatchKey(row)}`) },
  );
}

/** enqueueDispatch for many requests in one statement. */
export async function enqueueDispatches(
  jobs: JobQueue,
  tx: Tx,
  rows: readonly Pick<UpdateRequestRow, 'id' | 'channel' | 'attempt'>[],
): Promise<void> {
  await jobs.sendManyInTransaction<DispatchJob>(
    tx,
    DISPATCH_QUEUE,
    rows.map((row) => ({
      id: stableJobId(`dispatch:${dispatchKey(row)}`),
      data: { requestId: row.id, attempt: row.attempt },
    })),
  );
}

export async function enqueueCompanyNotice(
  jobs: JobQueue,
  tx: Tx,
  notice: CompanyNoticeJob,
): Promise<void> {
  const key = `notice:${notice.requestId}:${notice.attempt}:${notice.kind}:${notice.sequence ?? 0}`;
  await jobs.sendInTransaction<CompanyNoticeJob>(tx, COMPANY_NOTICE_QUEUE, notice, {
    id: stableJobId(key),
  });
}

/**
 * Hands one queued request to its company. Nothing is held open while the company is reached
 * (the mail server may be slow); the state changes afterwards, only if the request is still
 * queued for this attempt. A crash in between re-runs the job: the company may then get the same
 * email (same Message-ID, reference and links) a second time, which confirms once.
 */
export async function dispatch(deps: DispatcherDeps, job: Job<DispatchJob>): Promise<void> {
  const { db, logger } = deps;
  const [row] = await db
    .select()
    .from(updateRequests)
    .where(eq(updateRequests.id, job.data.requestId));
  if (!row || row.status !== 'queued' || row.attempt !== job.data.attempt) return;

  let evidence: Record<string, unknown>;
  if (row.channel === 'manual') {
    evidence = { via: 'checklist' };
  } else if (row.channel === 'api') {
    const delivery = await deps.api.deliver(
      toCompanyUpdateRequest(deps, await loadRequest(deps, row)),
    );
    evidence = { via: 'api', delivery_id: delivery.deliveryId };
  } else {
    if (!row.destination) return undeliverable(deps, row, 'no_contact');
    const mail = companyMail(companyMailInput(deps, await loadRequest(deps, row), 'request'));
    try {
      await deps.mail.send(mail);
    } catch (err) {
      if (isPermanentMailFailure(err)) return undeliverable(deps, row, 'email_bounced');
      if (job.retryCount >= DISPATCH_RETRY.retryLimit) {
        return undeliverable(deps, row, 'email_failed');
      }
      throw err;
    }
    evidence = { via: 'email', to: row.destination, message_id: mail.messageId };
  }

  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const outcome = await applyUpdateEvent(tx, logger, {
      requestId: row.id,
      event: 'sent',
      actor: 'system',
      evidence: { ...evidence, attempt: row.attempt },
      attempt: row.attempt,
      patch: {
        sent_at: now,
        follow_up_step: 0,
        follow_up_at: row.channel === 'manual' ? null : followUpDueAt(deps.followUp, now, 0),
      },
      now,
    });
    // Cancelled while it was being sent: tell the company to disregard it.
    if (!outcome.ok && outcome.row?.status === 'cancelled' && row.channel !== 'manual') {
      await enqueueCompanyNotice(deps.jobs, tx, {
        requestId: row.id,
        attempt: row.attempt,
        kind: 'cancelled',
      });
    }
    return outcome;
  });
  if (outcome.ok) logger.debug({ requestId: row.id, channel: row.channel }, 'update sent');
}

async function undeliverable(
  deps: DispatcherDeps,
  row: UpdateRequestRow,
  reason: 'no_contact' | 'email_bounced' | 'email_failed',
): Promise<void> {
  await deps.db.transaction((tx) =>
    applyUpdateEvent(tx, deps.logger, {
      requestId: row.id,
      event: 'undeliverable',
      actor: 'system',
      evidence: { via: row.channel, reason, attempt: row.attempt },
      attempt: row.attempt,
      patch: { status_reason: reason, follow_up_at: null },
    }),
  );
  deps.logger.warn({ requestId: row.id, reason }, 'update could not be delivered');
}

/** An SMTP 5xx answer: the address or the message was refused for good. */
function isPermanentMailFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Reminders, cancellations and expiry, told to the company on the request's channel. */
export async function sendCompanyNotice(
  deps: DispatcherDeps,
  job: Job<CompanyNoticeJob>,
): Promise<void> {
  const { kind, requestId, attempt, sequence } = job.data;
  const [row] = await deps.db.select().from(updateRequests).where(eq(updateRequests.id, requestId));
  if (!row || row.attempt !== attempt) return;
  // A reminder answered in the meantime is no longer needed.
  if (kind === 'reminder' && row.status !== 'sent') return;
  if (row.channel === 'api') {
    await deps.api.notify({
      type: kind,
      requestId,
      reference: row.reference,
      brandId: row.brand_id,
    });
    return;
  }
  if (row.channel !== 'email' || !row.destination || kind === 'expired') return;
  const mailKind = kind === 'reminder' ? 'reminder' : 'cancelled';
  await deps.mail.send(
    companyMail(companyMailInput(deps, await loadRequest(deps, row), mailKind, sequence)),
  );
}
