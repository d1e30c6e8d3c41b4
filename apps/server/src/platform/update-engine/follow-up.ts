import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { needsPersonStep, type UpdateChannel } from '@updately/shared/update-status';
import type { UpdateFollowUp } from '../../lib/config';
import type { Db } from '../../db/client';
import { updateRequests } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../jobs/job-queue';
import { enqueueCompanyNotice } from './dispatcher';
import {
  expiryStep,
  FOLLOW_UP_EVENTS,
  followUpDueAt,
  followUpStep,
  sydneyDay,
} from './follow-up-schedule';
import { applyUpdateEvent, applyUpdateEvents } from './transition';

export const FOLLOW_UP_QUEUE = 'update-follow-up';
const BATCH = 200;

export type FollowUpDeps = {
  db: Db;
  logger: Logger;
  jobs: JobQueue;
  /** The schedule in force (an admin may change it), read once per run. */
  followUp: () => Promise<UpdateFollowUp>;
};
type FollowUpRun = Omit<FollowUpDeps, 'followUp'> & { followUp: UpdateFollowUp };

/**
 * Every follow-up due by `now`: a request past its expected-by day needs the person (overdue);
 * reminders to the company (7 and 14 days after sending, by default), then the person is asked
 * to act (21 days), then the request expires (45 days).
 * Each request moves in its own short transaction, its reminder queued with it. Idempotent:
 * runs from the cron job on every instance, and a request is only ever moved one step at a time.
 * Answers how many requests moved.
 */
export async function runFollowUps(deps: FollowUpDeps, now = new Date()): Promise<number> {
  const run: FollowUpRun = { ...deps, followUp: await deps.followUp() };
  let moved = await markOverdue(deps, now);
  for (;;) {
    const due = await deps.db
      .select({ id: updateRequests.id })
      .from(updateRequests)
      .where(
        and(
          lte(updateRequests.follow_up_at, now),
          inArray(updateRequests.status, ['sent', 'acknowledged', 'needs_you']),
        ),
      )
      .orderBy(asc(updateRequests.follow_up_at))
      .limit(BATCH);
    // Every due request moves at least one step per pass (or stops following up): the passes end.
    if (due.length === 0) return moved;
    for (const { id } of due) if (await followUpOne(run, id, now)) moved++;
  }
}

/**
 * Requests still waiting for the company once their expected-by day is over need the person,
 * with the reason `overdue`: they get a follow-up letter to send. The reminders and expiry go on
 * as scheduled. The person's own checklist keeps its date but is never moved (their own to-do).
 */
async function markOverdue(deps: FollowUpDeps, now: Date): Promise<number> {
  let moved = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: updateRequests.id, expected_by: updateRequests.expected_by })
      .from(updateRequests)
      .where(
        and(
          lt(updateRequests.expected_by, sydneyDay(now)),
          // Written as update_requests_waiting_expected_by_idx's predicate, so it is used.
          sql`${updateRequests.status} in ('sent', 'acknowledged') and ${updateRequests.channel} <> 'manual'`,
        ),
      )
      .orderBy(asc(updateRequests.expected_by))
      .limit(BATCH);
    if (due.length === 0) return moved;
    const expectedBy = new Map(due.map((row) => [row.id, row.expected_by]));
    const { applied } = await deps.db.transaction((tx) =>
      applyUpdateEvents(tx, deps.logger, {
        requestIds: due.map((row) => row.id),
        event: 'no_answer',
        actor: 'system',
        evidence: (id) => ({ follow_up: 'overdue', expected_by: expectedBy.get(id) }),
        patch: { status_reason: 'overdue', status_message: null },
        now,
      }),
    );
    moved += applied.length;
    // Each one moved (or was answered meanwhile and left the query): the passes end.
    if (applied.length === 0) return moved;
  }
}

async function followUpOne(deps: FollowUpRun, requestId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, requestId))
      .for('update');
    if (!row?.follow_up_at || row.follow_up_at > now) return false;
    const reschedule = (follow_up_step: number, sentAt: Date | null) =>
      tx
        .update(updateRequests)
        .set({
          follow_up_step,
          follow_up_at: sentAt ? followUpDueAt(deps.followUp, sentAt, follow_up_step) : null,
        })
        .where(eq(updateRequests.id, row.id));
    const step = followUpStep(deps.followUp, row.follow_up_step);
    if (!step || !row.sent_at) {
      await reschedule(row.follow_up_step, null);
      return false;
    }
    // A request that already needs the person goes straight to its expiry date; a company that
    // acknowledged is not reminded, but the person is still asked after 21 days.
    if (row.status === 'needs_you' && step.action !== 'expire') {
      await reschedule(expiryStep(deps.followUp), row.sent_at);
      return false;
    }
    const next = row.follow_up_step + 1;
    // No reminder when the company has answered, nor one overtaken by the next step (after
    // downtime): never two at once.
    const overtaken = (followUpDueAt(deps.followUp, row.sent_at, next) ?? now) <= now;
    // A letter, web form or call cannot be reminded by email: the schedule runs on, silently,
    // to the day the person is asked to act (they then get the follow-up letter).
    const remindable = !needsPersonStep(row.channel as UpdateChannel);
    if (step.action === 'reminder' && (row.status !== 'sent' || overtaken || !remindable)) {
      await reschedule(next, row.sent_at);
      return false;
    }
    const outcome = await applyUpdateEvent(tx, deps.logger, {
      requestId: row.id,
      event: FOLLOW_UP_EVENTS[step.action],
      actor: 'system',
      evidence: { follow_up: step.action, days_after_sending: step.days },
      patch: {
        follow_up_step: next,
        follow_up_at: followUpDueAt(deps.followUp, row.sent_at, next),
        ...(step.action === 'no_answer' && { status_reason: 'no_answer', status_message: null }),
      },
      now,
    });
    if (!outcome.ok) {
      await reschedule(next, row.sent_at);
      return false;
    }
    if (step.action !== 'no_answer' && remindable) {
      await enqueueCompanyNotice(deps.jobs, tx, {
        requestId: row.id,
        attempt: row.attempt,
        kind: step.action === 'reminder' ? 'reminder' : 'expired',
        sequence: next,
      });
    }
    return true;
  });
}
