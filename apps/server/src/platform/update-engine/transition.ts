import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UPDATE_EVENT_RULES } from '@updately/shared/update-status';
import { transition, type UpdateActor, type UpdateStatus } from '@updately/shared/update-status';
import { UPDATE_REQUEST_CHANGED } from '@updately/shared/realtime-events';
import type { Db } from '../../db/client';
import { journeyFootprints, updateRequestEvents, updateRequests } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { logUserAction } from '../audit/audit-log';
import { notifyUserSql } from '../realtime/realtime-hub';

export type UpdateRequestRow = typeof updateRequests.$inferSelect;
export type UpdateEventRow = typeof updateRequestEvents.$inferSelect;
export type UpdateEventName = keyof typeof UPDATE_EVENT_RULES;

export type Evidence = Record<string, unknown> & {
  ip_address?: string | null;
  user_agent?: string | null;
};

export type UpdateEventInput = {
  requestId: string;
  event: UpdateEventName;
  actor: UpdateActor;
  evidence?: Evidence;
  /** Columns that change with the status (reasons, timestamps, follow-up). */
  patch?: Partial<UpdateRequestRow>;
  /** Refuse unless the row still is what the caller acted on (e.g. the attempt a job was for). */
  expect?: (row: UpdateRequestRow) => boolean;
  /** Restrict to one owner: another person's request is not found. */
  userId?: string;
  now?: Date;
};

export type UpdateEventOutcome =
  | { ok: true; row: UpdateRequestRow; event: UpdateEventRow; from: UpdateStatus }
  | {
      ok: false;
      reason: 'not_found' | 'not_allowed_from_status' | 'not_allowed_for_actor' | 'stale';
      row?: UpdateRequestRow;
    };

/**
 * The one way a request changes: lock it, check the event is allowed from its status for this
 * actor, write the new state and append the event with the next sequence number, tell the
 * person's tabs and write the audit entry — all in `tx`, so they commit or vanish together.
 * A refused event writes nothing.
 */
export async function applyUpdateEvent(
  tx: Db,
  logger: Logger,
  input: UpdateEventInput,
): Promise<UpdateEventOutcome> {
  const [row] = await tx
    .select()
    .from(updateRequests)
    .where(
      and(
        eq(updateRequests.id, input.requestId),
        input.userId ? eq(updateRequests.user_id, input.userId) : undefined,
      ),
    )
    .for('update');
  if (!row) return { ok: false, reason: 'not_found' };
  // Read after the lock: events that wait for one another get times in their order.
  const now = input.now ?? new Date();
  if (input.expect && !input.expect(row)) return { ok: false, reason: 'stale', row };
  const next = transition(row.status, input.event, input.actor);
  if (!next.ok) return { ok: false, reason: next.reason, row };

  const [updated] = await tx
    .update(updateRequests)
    .set({
      ...defaultPatch(input.event, row, now),
      ...input.patch,
      status: next.to,
      updated_at: now,
    })
    .where(eq(updateRequests.id, row.id))
    .returning();
  const [event] = await tx
    .insert(updateRequestEvents)
    .values({
      request_id: row.id,
      user_id: row.user_id,
      seq: sql`(select coalesce(max(seq), 0) + 1 from ${updateRequestEvents} where request_id = ${row.id})`,
      type: input.event,
      actor: input.actor,
      from_status: row.status,
      to_status: next.to,
      evidence: input.evidence ?? null,
      created_at: now,
    })
    .returning();
  if (next.to === 'completed') await markLinkDone(tx, updated!, now);
  await tx.execute(
    notifyUserSql(row.user_id, {
      type: UPDATE_REQUEST_CHANGED,
      data: {
        journeyId: row.journey_id,
        requestId: row.id,
        status: next.to,
        event: input.event,
        actor: input.actor,
        company: row.company_name,
      },
    }),
  );
  await logUserAction(
    tx,
    {
      userId: row.user_id,
      action: `update_request.${input.event}`,
      resourceType: 'UPDATE_REQUEST',
      resourceId: row.id,
      oldValues: { status: row.status },
      newValues: { status: next.to },
      metadata: {
        actor: input.actor,
        channel: row.channel,
        journey_id: row.journey_id,
        company: row.company_name,
        attempt: updated!.attempt,
      },
      ipAddress: input.evidence?.ip_address ?? null,
      userAgent: input.evidence?.user_agent ?? null,
    },
    logger,
  );
  return { ok: true, row: updated!, event: event!, from: row.status };
}

/** What every event of a kind changes besides the status. */
function defaultPatch(
  event: UpdateEventName,
  row: UpdateRequestRow,
  now: Date,
): Partial<UpdateRequestRow> {
  switch (event) {
    case 'acknowledged':
      return { acknowledged_at: now };
    case 'confirmed':
    case 'marked_done':
      return { completed_at: now, follow_up_at: null };
    case 'rejected':
    case 'cancelled':
    case 'expired':
      return { follow_up_at: null };
    case 'resent':
      return {
        attempt: row.attempt + 1,
        status_reason: null,
        status_message: null,
        follow_up_step: 0,
        follow_up_at: null,
      };
    default:
      return {};
  }
}

/** A confirmed request completes its journey link's to-do (the journey's progress counts it). */
async function markLinkDone(tx: Db, row: UpdateRequestRow, now: Date): Promise<void> {
  await tx
    .update(journeyFootprints)
    .set({ completed_at: now })
    .where(
      and(
        eq(journeyFootprints.journey_id, row.journey_id),
        eq(journeyFootprints.footprint_id, row.footprint_id),
        eq(journeyFootprints.user_id, row.user_id),
        isNull(journeyFootprints.completed_at),
      ),
    );
}
