import type { RequestKind, RequestSubject } from '@updately/shared/request-kinds';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  UpdateEvent,
  UpdateItem,
  UpdateRequest,
  UpdateRequestDetail,
} from '@updately/shared/updates-api';
import type { CompletedBy } from '@updately/shared/update-attestation';
import type { PersonStep } from '@updately/shared/person-channels';
import type { UpdateEventType } from '@updately/shared/update-status';
import type { Db } from '../../db/client';
import { updateRequestEvents, updateRequests, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { readItems, type OpenItem } from '../../platform/update-engine/request-values';
import type { UpdateEventRow, UpdateRequestRow } from '../../platform/update-engine/transition';
import { readPersonSteps } from './person-steps';

export const UPDATE_NOT_FOUND = 'Update not found';

export function toUpdateEvent(row: UpdateEventRow): UpdateEvent {
  return {
    seq: row.seq,
    type: row.type as UpdateEventType,
    actor: row.actor,
    from_status: row.from_status,
    to_status: row.to_status,
    evidence: row.evidence ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function toItem(item: OpenItem): UpdateItem {
  return {
    field: item.field,
    value: item.value,
    outcome: item.outcome as UpdateItem['outcome'],
    reason_code: item.reason_code,
    message: item.message,
  };
}

/** The events that complete a request, and who each one credits. */
const COMPLETING_EVENTS: Record<string, CompletedBy> = {
  confirmed: 'company',
  marked_done: 'person',
};

/** Who completed a request, from the event that completed it (null while it is not completed). */
export function completedBy(
  row: Pick<UpdateRequestRow, 'status'>,
  completingEvent: Pick<UpdateEventRow, 'type'> | undefined,
): CompletedBy | null {
  if (row.status !== 'completed' || !completingEvent) return null;
  return COMPLETING_EVENTS[completingEvent.type] ?? null;
}

export function toUpdateRequest(
  row: UpdateRequestRow,
  items: readonly OpenItem[],
  lastEvent: UpdateEventRow,
  completingEvent?: Pick<UpdateEventRow, 'type'>,
  personStep?: PersonStep,
): UpdateRequest {
  return {
    id: row.id,
    journey_id: row.journey_id,
    footprint_id: row.footprint_id,
    company_name: row.company_name,
    kind: row.kind as RequestKind,
    subject: row.subject as RequestSubject,
    channel: row.channel,
    status: row.status,
    reference: row.reference,
    destination: row.destination,
    effective_date: row.effective_date,
    expected_by: row.expected_by,
    status_reason: row.status_reason,
    status_message: row.status_message,
    items: items.map(toItem),
    last_event: toUpdateEvent(lastEvent),
    sent_at: row.sent_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
    completed_by: completedBy(row, completingEvent),
    ...(personStep ? { person_step: personStep } : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The journey's update requests, newest first, with their values, latest event and who
 * completed each: 4 queries at most, whatever their number. */
export async function listJourneyUpdates(
  db: Db,
  cipher: ValueCipher,
  userId: string,
  journeyId: string,
): Promise<UpdateRequest[]> {
  const rows = await db
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.journey_id, journeyId), eq(updateRequests.user_id, userId)))
    .orderBy(desc(updateRequests.created_at), asc(updateRequests.company_name));
  return withDetails(db, cipher, rows);
}

async function withDetails(
  db: Db,
  cipher: ValueCipher,
  rows: UpdateRequestRow[],
): Promise<UpdateRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lastEvents = await db
    .selectDistinctOn([updateRequestEvents.request_id])
    .from(updateRequestEvents)
    .where(inArray(updateRequestEvents.request_id, ids))
    .orderBy(updateRequestEvents.request_id, desc(updateRequestEvents.seq));
  const lastById = new Map(lastEvents.map((e) => [e.request_id, e]));
  const completingById = await completingEvents(
    db,
    rows.filter((r) => r.status === 'completed').map((r) => r.id),
  );
  const items = await readItems(db, cipher, ids);
  const steps = await readPersonSteps(db, cipher, rows, items);
  return rows.map((row) =>
    toUpdateRequest(
      row,
      items.get(row.id) ?? [],
      lastById.get(row.id)!,
      completingById.get(row.id),
      steps.get(row.id),
    ),
  );
}

/** The event that completed each of the given requests (one query; none for an empty list). */
async function completingEvents(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { type: string }>();
  const events = await db
    .selectDistinctOn([updateRequestEvents.request_id], {
      request_id: updateRequestEvents.request_id,
      type: updateRequestEvents.type,
    })
    .from(updateRequestEvents)
    .where(
      and(
        inArray(updateRequestEvents.request_id, [...ids]),
        inArray(updateRequestEvents.type, Object.keys(COMPLETING_EVENTS)),
      ),
    )
    .orderBy(updateRequestEvents.request_id, desc(updateRequestEvents.seq));
  return new Map(events.map((e) => [e.request_id, { type: e.type }]));
}

/** One of the caller's requests with its whole timeline. */
export async function getUpdateDetail(
  db: Db,
  cipher: ValueCipher,
  userId: string,
  id: string,
): Promise<UpdateRequestDetail> {
  const row = await getOwnedUpdate(db, userId, id);
  const events = await db
    .select()
    .from(updateRequestEvents)
    .where(eq(updateRequestEvents.request_id, id))
    .orderBy(asc(updateRequestEvents.seq));
  const opened = await readItems(db, cipher, [id]);
  const items = opened.get(id) ?? [];
  const completing = events.findLast((e) => e.type in COMPLETING_EVENTS);
  const by = await personActors(db, row.user_id, events);
  const steps = await readPersonSteps(db, cipher, [row], opened);
  return {
    ...toUpdateRequest(row, items, events[events.length - 1]!, completing, steps.get(id)),
    events: events.map((e) => ({ ...toUpdateEvent(e), by: by(e) })),
  };
}

/**
 * Who did each of the person's events: the owner, or the member named by `acted_by` (an editor),
 * so a shared journey's timeline says who. Null for the company's and the system's events.
 */
async function personActors(db: Db, ownerId: string, events: readonly UpdateEventRow[]) {
  const actorOf = (e: UpdateEventRow): string | null => {
    if (e.actor !== 'person') return null;
    const actedBy = e.evidence?.acted_by;
    return typeof actedBy === 'string' ? actedBy : ownerId;
  };
  const ids = [...new Set(events.map(actorOf).filter((v): v is string => v !== null))];
  const names =
    ids.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(inArray(users.id, ids))
          ).map((u) => [u.id, u.name]),
        );
  return (e: UpdateEventRow) => {
    const userId = actorOf(e);
    return userId ? { user_id: userId, name: names.get(userId) ?? null } : null;
  };
}

export async function getOwnedUpdate(
  db: Db,
  userId: string,
  id: string,
): Promise<UpdateRequestRow> {
  const [row] = await db
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.id, id), eq(updateRequests.user_id, userId)));
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  return row;
}

/** Counts by journey for the journey list and the dashboard: the latest request per company. */
export async function updateCountsByJourney(
  db: Db,
  userId: string,
): Promise<Map<string, Record<string, number>>> {
  const rows = await db.execute(sql`
    select journey_id, status, count(*)::int as n from (
      select distinct on (journey_id, footprint_id) journey_id, status
      from ${updateRequests} where user_id = ${userId}
      order by journey_id, footprint_id, created_at desc
    ) latest group by journey_id, status`);
  const counts = new Map<string, Record<string, number>>();
  for (const row of (
    rows as unknown as { rows: { journey_id: string; status: string; n: number }[] }
  ).rows) {
    const byStatus = counts.get(row.journey_id) ?? {};
    byStatus[row.status] = row.n;
    counts.set(row.journey_id, byStatus);
  }
  return counts;
}
