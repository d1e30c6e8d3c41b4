import { and, eq, inArray } from 'drizzle-orm';
import { KIND_ANSWER_FIELD_LIST } from '@updately/shared/request-kind-fields';
import {
  UPDATE_STATUS_LABELS,
  needsPersonStep,
  type UpdateStatus,
} from '@updately/shared/update-status';
import {
  UPDATE_CONSENT_VERSION,
  UPDATE_FIELD_LABELS,
  UPDATE_CHANGE_FIELDS,
  isChangeField,
  type UpdateChangeField,
} from '@updately/shared/updates-api';
import { isPersonOnlyChannel } from '@updately/shared/person-channels';
import { JOURNEY_EMAIL_PATTERN, isValidJourneyPhone } from '@updately/shared/journeys-api';
import { sanitizeText } from '@updately/shared/sanitize';
import type { Tx } from '../../db/client';
import { updateConsents, updateRequestItems, updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { cancelRequest } from '../../platform/update-engine/cancel';
import { enqueueDispatch } from '../../platform/update-engine/dispatcher';
import { daysFrom } from '../../platform/update-engine/follow-up-schedule';
import { readItems, sealValue } from '../../platform/update-engine/request-values';
import {
  applyUpdateEvent,
  type Evidence,
  type UpdateEventName,
  type UpdateEventOutcome,
  type UpdateRequestRow,
} from '../../platform/update-engine/transition';
import type { UpdateEngine } from '../../platform/update-engine/update-engine';
import { UPDATE_NOT_FOUND } from './update-requests.service';
import { valuesFingerprint } from './approve-updates';

export type PersonActionContext = {
  engine: UpdateEngine;
  jobs: JobQueue;
  logger: Logger;
  evidence: Evidence;
};

const REFUSALS: Partial<Record<UpdateEventName, string>> = {
  cancelled: 'can no longer be cancelled',
  resent: 'can only be sent again when it needs you',
  marked_done: 'cannot be marked as done now',
  value_changed: 'has been sent: its values can no longer change',
  form_submitted: 'cannot be recorded as submitted now',
  phone_call_logged: 'cannot have a call recorded now',
};

/** The person's own change to one of their requests, or a 404 / 409 that says why not. */
export async function personEvent(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
  event: UpdateEventName,
  extra: { patch?: Partial<UpdateRequestRow>; evidence?: Record<string, unknown> } = {},
): Promise<UpdateRequestRow> {
  const outcome: UpdateEventOutcome = await applyUpdateEvent(tx, ctx.logger, {
    requestId,
    userId,
    event,
    actor: 'person',
    evidence: { ...ctx.evidence, ...extra.evidence },
    patch: extra.patch,
  });
  return refusedUnless(outcome, event);
}

/** The changed row, or the 404 / 409 that says why the person's change was refused. */
function refusedUnless(outcome: UpdateEventOutcome, event: UpdateEventName): UpdateRequestRow {
  if (outcome.ok) return outcome.row;
  if (outcome.reason === 'not_found') throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  const status = outcome.row?.status as UpdateStatus;
  throw new AppError(
    'CONFLICT',
    `This update is ${UPDATE_STATUS_LABELS[status].toLowerCase()} and ${REFUSALS[event] ?? 'cannot change now'}.`,
  );
}

/** Cancels an open request; a company already told is told to disregard it. */
export async function cancelUpdate(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
): Promise<UpdateRequestRow> {
  return refusedUnless(
    await cancelRequest(tx, ctx, { requestId, userId, evidence: ctx.evidence }),
    'cancelled',
  );
}

/** Sends a request that needed the person again, as a new attempt with fresh links. */
export async function resendUpdate(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
): Promise<UpdateRequestRow> {
  const row = await personEvent(tx, ctx, userId, requestId, 'resent', {
    patch: { links_expire_at: daysFrom(new Date(), ctx.engine.settings.linkDays) },
  });
  if (!isPersonOnlyChannel(row.channel)) await enqueueDispatch(ctx.jobs, tx, row);
  return row;
}

/** The person says the change is made (their own to-do, or sorted out with the company). */
export function markUpdateDone(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
): Promise<UpdateRequestRow> {
  return personEvent(tx, ctx, userId, requestId, 'marked_done', {
    evidence: { self_attested: true },
  });
}

/**
 * The person says the company holds no account for them (their checklist, or a request that
 * needs them): the request completes, each field it asked reads "no account", self-attested.
 */
export async function markUpdateNoAccount(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
): Promise<UpdateRequestRow> {
  const [owned] = await tx
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, requestId), eq(updateRequests.user_id, userId)))
    .for('update');
  if (!owned) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  // The person's own channels (a checklist, a form, a letter, a call): they may learn it first.
  if (!needsPersonStep(owned.channel) && owned.status !== 'needs_you') {
    throw new AppError(
      'CONFLICT',
      'Only a company you update yourself, or an update that needs you, can be marked as no account held.',
    );
  }
  const row = await personEvent(tx, ctx, userId, requestId, 'marked_done', {
    evidence: { self_attested: true, no_account: true },
  });
  const now = new Date();
  await tx
    .update(updateRequestItems)
    .set({ outcome: 'no_account', reason_code: null, message: null, decided_at: now })
    .where(
      and(
        eq(updateRequestItems.request_id, requestId),
        inArray(updateRequestItems.field, [...KIND_ANSWER_FIELD_LIST]),
      ),
    );
  return row;
}

/**
 * A new value for a field before it is sent (or before it is sent again): the value is
 * re-encrypted and a new consent record covers the new values.
 */
export async function changeUpdateValue(
  tx: Tx,
  ctx: PersonActionContext,
  userId: string,
  requestId: string,
  field: string,
  rawValue: string,
): Promise<UpdateRequestRow> {
  // Address, email and phone can be corrected here; other kinds' details on the journey itself.
  if (!isLegacyChangeField(field)) {
    throw new AppError('NOT_FOUND', 'No such detail on this update.');
  }
  const value = cleanValue(field, rawValue);
  const items = (await readItems(tx, ctx.engine.cipher, [requestId])).get(requestId) ?? [];
  const current = items.find((i) => i.field === field);
  const [owned] = await tx
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, requestId), eq(updateRequests.user_id, userId)));
  if (!owned) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  if (!current) throw new AppError('NOT_FOUND', 'No such detail on this update.');
  const values = items.map((i) => (i.field === field ? { field: i.field, value } : i));
  const [consent] = await tx
    .insert(updateConsents)
    .values({
      user_id: userId,
      journey_id: owned.journey_id,
      brand_id: owned.brand_id,
      company_name: owned.company_name,
      fields: items.filter((i) => isChangeField(i.field)).map((i) => i.field),
      values_fingerprint: valuesFingerprint(ctx.engine.fingerprintKey, values),
      consent_version: UPDATE_CONSENT_VERSION,
      ip_address: (ctx.evidence.ip_address as string | null) ?? null,
      user_agent: (ctx.evidence.user_agent as string | null)?.slice(0, 512) ?? null,
    })
    .returning({ id: updateConsents.id });
  const row = await personEvent(tx, ctx, userId, requestId, 'value_changed', {
    patch: { consent_id: consent!.id },
    evidence: { field, consent_id: consent!.id },
  });
  await tx
    .update(updateRequestItems)
    .set(sealValue(ctx.engine.cipher, requestId, field, value))
    .where(and(eq(updateRequestItems.request_id, requestId), eq(updateRequestItems.field, field)));
  return row;
}

const isLegacyChangeField = (field: string): field is UpdateChangeField =>
  (UPDATE_CHANGE_FIELDS as readonly string[]).includes(field);

function cleanValue(field: UpdateChangeField, raw: string): string {
  const value = field === 'address' ? sanitizeText(raw, 300).trim() : raw.trim();
  const label = UPDATE_FIELD_LABELS[field].toLowerCase();
  const valid =
    value !== '' &&
    (field === 'address' ||
      (field === 'email' && JOURNEY_EMAIL_PATTERN.test(value)) ||
      (field === 'phone' && isValidJourneyPhone(value)));
  if (!valid) throw new AppError('VALIDATION_FAILED', `value: Enter a valid ${label}.`);
  return value;
}
