import { and, eq } from 'drizzle-orm';
import {
  CALL_BACK_MAX_DAYS,
  type CallOutcomeInput,
  type FormSubmittedInput,
} from '@updately/shared/person-channels';
import { UPDATE_CHANNEL_LABELS, type UpdateChannel } from '@updately/shared/update-status';
import type { Tx } from '../../db/client';
import { updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UpdateFollowUp } from '../../lib/config';
import {
  addDays,
  expectedByDay,
  followUpDueAt,
  sydneyDay,
} from '../../platform/update-engine/follow-up-schedule';
import type { UpdateRequestRow } from '../../platform/update-engine/transition';
import { personEvent, type PersonActionContext } from './update-actions';
import { UPDATE_NOT_FOUND } from './update-requests.service';

/** The request, locked, when it is the caller's and goes on `channel`; else 404 / 409. */
async function ownedOnChannel(
  tx: Tx,
  userId: string,
  requestId: string,
  channel: UpdateChannel,
): Promise<UpdateRequestRow> {
  const [row] = await tx
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, requestId), eq(updateRequests.user_id, userId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  if (row.channel !== channel) {
    throw new AppError(
      'CONFLICT',
      `This update goes by ${UPDATE_CHANNEL_LABELS[row.channel].toLowerCase()}, not by ${UPDATE_CHANNEL_LABELS[channel].toLowerCase()}.`,
    );
  }
  return row;
}

/** From the person's step on: sent now, answer expected and followed up as for an email. */
function sentNow(followUp: UpdateFollowUp, now: Date): Partial<UpdateRequestRow> {
  return {
    sent_at: now,
    expected_by: expectedByDay(followUp, now),
    follow_up_step: 0,
    follow_up_at: followUpDueAt(followUp, now, 0),
    status_reason: null,
    status_message: null,
  };
}

/**
 * The person submitted the company's web form (first time, or again after no answer): the
 * request is sent from now, with the company's reference as evidence.
 */
export async function recordFormSubmitted(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
  input: FormSubmittedInput,
  followUp: UpdateFollowUp,
): Promise<UpdateRequestRow> {
  await ownedOnChannel(tx, userId, requestId, 'web_form');
  const now = new Date();
  return personEvent(tx, ctx, userId, requestId, 'form_submitted', {
    patch: sentNow(followUp, now),
    evidence: { company_reference: input.company_reference ?? null },
  });
}

/**
 * The outcome of the person's call: done (self-attested, completed), call back on a day (the
 * request waits for that day, then asks the person to call back: call-backs.ts), or refused with
 * the company's reason (rejected).
 */
export async function recordCall(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
  input: CallOutcomeInput,
  followUp: UpdateFollowUp,
): Promise<UpdateRequestRow> {
  const row = await ownedOnChannel(tx, userId, requestId, 'phone');
  const now = new Date();
  const today = sydneyDay(now);
  if (
    input.outcome === 'call_back' &&
    (input.call_back_on < today || input.call_back_on > addDays(today, CALL_BACK_MAX_DAYS))
  ) {
    throw new AppError(
      'VALIDATION_FAILED',
      `call_back_on: Choose a day from today to ${CALL_BACK_MAX_DAYS} days ahead.`,
    );
  }
  // A call after the first keeps the day it was first sent (the follow-up counts from it).
  const sent = row.sent_at ? {} : sentNow(followUp, now);
  const evidence =
    input.outcome === 'call_back'
      ? { outcome: 'call_back', call_back_on: input.call_back_on }
      : input.outcome === 'refused'
        ? { outcome: 'refused', reason: input.reason }
        : { outcome: 'done' };
  const callBack =
    input.outcome === 'call_back'
      ? {
          // Waits, still sent, until the morning of that day in Sydney, then needs the person.
          status_reason: 'call_back',
          status_message: null,
          follow_up_at: sydneyMorning(input.call_back_on),
          // Not overdue before the day the company asked to be called back.
          ...(laterDay(row.expected_by ?? sent.expected_by, input.call_back_on) && {
            expected_by: input.call_back_on,
          }),
        }
      : { status_reason: null, status_message: null };
  const logged = await personEvent(tx, ctx, userId, requestId, 'phone_call_logged', {
    patch: { ...sent, ...callBack },
    evidence,
  });
  if (input.outcome === 'done') {
    return personEvent(tx, ctx, userId, requestId, 'marked_done', {
      evidence: { self_attested: true, via: 'phone' },
    });
  }
  if (input.outcome === 'refused') {
    return personEvent(tx, ctx, userId, requestId, 'refusal_reported', {
      patch: { status_reason: 'other', status_message: input.reason, follow_up_at: null },
      evidence: { via: 'phone', reason: input.reason },
    });
  }
  return logged;
}

const laterDay = (current: string | null | undefined, day: string) => !current || day > current;

/** 8 am in Sydney on a calendar day (AEST or AEDT), as an instant. */
export function sydneyMorning(day: string): Date {
  for (const offset of ['+11:00', '+10:00']) {
    const at = new Date(`${day}T08:00:00${offset}`);
    const hour = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(at);
    if (Number(hour) === 8) return at;
  }
  return new Date(`${day}T08:00:00+10:00`);
}
