import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { UPDATE_REQUEST_CHANGED } from '@updately/shared/realtime-events';
import {
  transition,
  UPDATE_EVENT_RULES,
  type UpdateActor,
  type UpdateStatus,
} from '@updately/shared/update-status';
import type { Db } from '../../db/client';
import {
  journeyFootprints,
  journeyMembers,
  updateRequestEvents,
  updateRequests,
} from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { logUserActions } from '../audit/audit-log';
import { encodeNotification, REALTIME_CHANNEL } from '../realtime/realtime-hub';
import { SAFETY_GATED_EVENTS, safetyHeldRequestIds } from './safety-hold';

export type UpdateRequestRow = typeof updateRequests.$inferSelect;
export type UpdateEventRow = typeof updateRequestEvents.$inferSelect;
export type UpdateEventName = keyof typeof UPDATE_EVENT_RULES;

export type Evidence = Record<string, unknown> & {
  ip_address?: string | null;
  user_agent?: string | null;
};

export type UpdateEventsInput = {
  requestIds: readonly string[];
  event: UpdateEventName;
  actor: UpdateActor;
  /** The same evidence for every request, or each request's own. */
  evidence?: Evidence | ((requestId: string) => Evidence);
  /** Columns that change with the status (reasons, timestamps, follow-up). */
  patch?: Partial<UpdateRequestRow>;
  /** Only requests still at this attempt (the attempt a job was for); others are `stale`. */
  attempt?: number;
  /** Restrict to one owner: another person's request is not found. */
  userId?: string;
  now?: Date;
};

export type Refusal = {
  requestId: string;
  reason:
    | 'not_found'
    | 'not_allowed_from_status'
    | 'not_allowed_for_actor'
    | 'stale'
    /** Safe mode: a shared company not yet cleared by the person's two confirmations. */
    | 'safety_hold';
  row?: UpdateRequestRow;
};
export type Applied = { row: UpdateRequestRow; event: UpdateEventRow; from: UpdateStatus };

/**
 * The one way requests change: lock them (in id order, so concurrent batches never deadlock),
 * check the event is allowed from each one's status for this actor, write the new state, append
 * each one's event with its next sequence number, tell the people's tabs and write the audit
 * entries — all in `tx`, in a handful of statements however many requests. A refused request
 * is left exactly as it was.
 */
export async function applyUpdateEvents(
  tx: Db,
  logger: Logger,
  input: UpdateEventsInput,
): Promise<{ applied: Applied[]; refused: Refusal[] }> {
  const ids = [...new Set(input.requestIds)];
  if (ids.length === 0) return { applied: [], refused: [] };
  const locked = await tx
    .select()
    .from(updateRequests)
    .where(
      and(
        inArray(updateRequests.id, ids),
        input.userId ? eq(updateRequests.user_id, input.userId) : undefined,
      ),
    )
    .orderBy(asc(updateRequests.id))
    .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));
  const refused: Refusal[] = [];
  const eligible: UpdateRequestRow[] = [];
  let to: UpdateStatus | undefined;
  for (const requestId of ids) {
    const row = byId.get(requestId);
    if (!row) {
      refused.push({ requestId, reason: 'not_found' });
      continue;
    }
    if (input.attempt !== undefined && row.attempt !== input.attempt) {
      refused.push({ requestId, reason: 'stale', row });
      continue;
    }
    const next = transition(row.status, input.event, input.actor);
    if (!next.ok) {
      refused.push({ requestId, reason: next.reason, row });
      continue;
    }
    eligible.push(row);
    to = next.to;
  }
  if (SAFETY_GATED_EVENTS.includes(input.event) && eligible.length > 0) {
    const held = await safetyHeldRequestIds(
      tx,
      eligible.map((row) => row.id),
    );
    for (const row of eligible.filter((r) => held.has(r.id))) {
      refused.push({ requestId: row.id, reason: 'safety_hold', row });
    }
    eligible.splice(0, eligible.length, ...eligible.filter((r) => !held.has(r.id)));
  }
  if (eligible.length === 0) return { applied: [], refused };

  // Read after the lock: events that waited for one another get times in their order.
  const now = input.now ?? new Date();
  const updated = await tx
    .update(updateRequests)
    .set({
      ...defaultPatch(input.event, now),
      ...input.patch,
      // Events that keep the status (a reminder, a changed value) leave it as it is.
      ...(UPDATE_EVENT_RULES[input.event].to === 'same' ? {} : { status: to }),
      updated_at: now,
    })
    .where(
      inArray(
        updateRequests.id,
        eligible.map((row) => row.id),
      ),
    )
    .returning();
  const after = new Map(updated.map((row) => [row.id, row]));
  const evidenceOf = (id: string) =>
    (typeof input.evidence === 'function' ? input.evidence(id) : input.evidence) ?? null;
  const events = await tx
    .insert(updateRequestEvents)
    .values(
      eligible.map((row) => ({
        request_id: row.id,
        user_id: row.user_id,
        seq: sql`(select coalesce(max(seq), 0) + 1 from ${updateRequestEvents} where request_id = ${row.id})`,
        type: input.event,
        actor: input.actor,
        from_status: row.status,
        to_status: after.get(row.id)!.status,
        evidence: evidenceOf(row.id),
        created_at: now,
      })),
    )
    .returning();
  const eventOf = new Map(events.map((event) => [event.request_id, event]));
  const applied = eligible.map((row) => ({
    row: after.get(row.id)!,
    event: eventOf.get(row.id)!,
    from: row.status,
  }));

  for (const { row } of applied) {
    if (row.status === 'completed') await markLinkDone(tx, row, now);
  }
  // The owner's open tabs, and those of the people who share the journey.
  const sharers = await journeySharers(
    tx,
    applied.map(({ row }) => row.journey_id),
  );
  await tx.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, payload) from (values ${sql.join(
      applied.flatMap(({ row }) =>
        [row.user_id, ...(sharers.get(row.journey_id) ?? [])].map(
          (userId) =>
            sql`(${encodeNotification(userId, {
              type: UPDATE_REQUEST_CHANGED,
              data: {
                journeyId: row.journey_id,
                requestId: row.id,
                status: row.status,
                event: input.event,
                actor: input.actor,
                company: row.company_name,
              },
            })})`,
        ),
      ),
      sql`, `,
    )}) as notifications(payload)`,
  );
  await logUserActions(
    tx,
    applied.map(({ row, from }) => {
      const evidence = evidenceOf(row.id);
      // An editor's action is theirs; the journey's owner is its subject.
      const actedBy = typeof evidence?.acted_by === 'string' ? evidence.acted_by : null;
      return {
        userId: actedBy ?? row.user_id,
        action: `update_request.${input.event}`,
        resourceType: 'UPDATE_REQUEST' as const,
        resourceId: row.id,
        oldValues: { status: from },
        newValues: { status: row.status },
        metadata: {
          actor: input.actor,
          channel: row.channel,
          journey_id: row.journey_id,
          company: row.company_name,
          attempt: row.attempt,
          ...(actedBy ? { owner_id: row.user_id } : {}),
        },
        ipAddress: evidence?.ip_address ?? null,
        userAgent: evidence?.user_agent ?? null,
      };
    }),
    logger,
  );
  return { applied, refused };
}

/** The members of each journey (journey_members), for the journey's realtime events. */
async function journeySharers(tx: Db, journeyIds: readonly string[]) {
  const ids = [...new Set(journeyIds)];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ journeyId: journeyMembers.journey_id, userId: journeyMembers.user_id })
          .from(journeyMembers)
          .where(inArray(journeyMembers.journey_id, ids));
  const byJourney = new Map<string, string[]>();
  for (const { journeyId, userId } of rows) {
    byJourney.set(journeyId, [...(byJourney.get(journeyId) ?? []), userId]);
  }
  return byJourney;
}

export type UpdateEventInput = Omit<UpdateEventsInput, 'requestIds' | 'evidence'> & {
  requestId: string;
  evidence?: Evidence;
};

export type UpdateEventOutcome =
  ({ ok: true } & Applied) | ({ ok: false } & Omit<Refusal, 'requestId'>);

/** applyUpdateEvents for one request. */
export async function applyUpdateEvent(
  tx: Db,
  logger: Logger,
  { requestId, ...input }: UpdateEventInput,
): Promise<UpdateEventOutcome> {
  const { applied, refused } = await applyUpdateEvents(tx, logger, {
    ...input,
    requestIds: [requestId],
  });
  if (applied[0]) return { ok: true, ...applied[0] };
  const { requestId: _id, ...refusal } = refused[0]!;
  return { ok: false, ...refusal };
}

/** What every event of a kind changes besides the status. */
function defaultPatch(event: UpdateEventName, now: Date) {
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
    case 'rerouted':
      return {
        attempt: sql`${updateRequests.attempt} + 1`,
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
