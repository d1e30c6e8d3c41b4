import { and, asc, eq, lte } from 'drizzle-orm';
import { callBackMessage } from '@updately/shared/person-channels';
import type { UpdateFollowUp } from '../../lib/config';
import type { Db } from '../../db/client';
import { updateRequests } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { expiryStep, followUpDueAt } from './follow-up-schedule';
import { applyUpdateEvent } from './transition';

const BATCH = 200;

export type CallBackDeps = { db: Db; logger: Logger; followUp: () => Promise<UpdateFollowUp> };

/**
 * Phone requests whose call-back day has come need the person again (status_reason `call_back`,
 * "Call <company> back today"): the digest tells them, the journey page shows the script. They
 * then wait only for their expiry. Runs before the follow-ups, so a call-back is never taken for
 * a reminder. Answers how many moved.
 */
export async function runCallBacks(deps: CallBackDeps, now = new Date()): Promise<number> {
  const followUp = await deps.followUp();
  let moved = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: updateRequests.id })
      .from(updateRequests)
      .where(
        and(
          eq(updateRequests.channel, 'phone'),
          eq(updateRequests.status, 'sent'),
          eq(updateRequests.status_reason, 'call_back'),
          lte(updateRequests.follow_up_at, now),
        ),
      )
      .orderBy(asc(updateRequests.follow_up_at))
      .limit(BATCH);
    if (due.length === 0) return moved;
    let pass = 0;
    for (const { id } of due) if (await callBackOne(deps, followUp, id, now)) pass++;
    moved += pass;
    if (pass === 0) return moved;
  }
}

async function callBackOne(
  deps: CallBackDeps,
  followUp: UpdateFollowUp,
  requestId: string,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, requestId))
      .for('update');
    if (!row || row.status !== 'sent' || row.status_reason !== 'call_back') return false;
    const step = expiryStep(followUp);
    const outcome = await applyUpdateEvent(tx, deps.logger, {
      requestId,
      event: 'no_answer',
      actor: 'system',
      evidence: { follow_up: 'call_back' },
      patch: {
        status_reason: 'call_back',
        status_message: callBackMessage(row.company_name),
        follow_up_step: step,
        follow_up_at: row.sent_at ? followUpDueAt(followUp, row.sent_at, step) : null,
      },
      now,
    });
    return outcome.ok;
  });
}
