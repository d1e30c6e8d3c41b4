import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  actingIssue,
  deathRoleOf,
  resolveActing,
  SUBJECT_LOCKED_MESSAGE,
} from '@updately/shared/acting-for';
import type { ActingRole, JourneySubject } from '@updately/shared/journey-people';
import { alias } from 'drizzle-orm/pg-core';
import type { JourneyDetails } from '@updately/shared/request-kind-payloads';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import type { JourneyType } from '@updately/shared/journey-types';
import type { JourneyMemberRole } from '@updately/shared/journey-people';
import {
  JOURNEY_TARGET_LABELS,
  misplacedJourneyDetails,
  misplacedJourneyTarget,
  type JourneyDetail,
  type JourneySummary,
  type JourneyTargetField,
  type UpdateJourneyInput,
} from '@updately/shared/journeys-api';
import { sanitizeJourneyName, sanitizeText } from '@updately/shared/sanitize';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import {
  brandDirectory,
  digitalFootprints,
  journeyFootprints,
  journeyMembers,
  journeys,
  updateRequests,
  users,
} from '../../db/schema';
import { QUOTAS, QUOTA_MESSAGES } from '@updately/shared/quotas';
import { AppError } from '../../lib/errors';
import { assertWithinQuota } from '../../platform/quotas/quota';
import { footprintBrandColumns, toFootprint } from '../footprints/footprint-view';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { openJourneyDetails, sealJourneyDetails } from '../../platform/crypto/journey-details';
import { toJourney, toJourneyFootprint, toJourneySafeMode, type JourneyRow } from './journey-view';

export const JOURNEY_NOT_FOUND = 'Journey not found';
/** The member who added a company (journey_footprints.added_by). */
const adder = alias(users, 'adder');
const TARGET_ADDRESS_MAX_LENGTH = 300;

export type NewJourney = {
  type: JourneyType;
  name: string;
  target_address?: string | null;
  moving_date?: string | null;
  target_email?: string | null;
  target_phone?: string | null;
  /** Sealed with `cipher` (required with details). */
  details?: JourneyDetails;
  /** Who the journey is about and the person's role (defaults per life event). */
  subject?: JourneySubject;
  acting_role?: ActingRole | null;
  /** Sealed in the details as `acting_for` (needs `cipher`). */
  subject_name?: string | null;
};

/** Inserts an active journey with a sanitised name; answers the created row. */
export async function createJourney(
  db: Db,
  userId: string,
  input: NewJourney,
  cipher?: ValueCipher,
): Promise<JourneyRow> {
  assertTargetsFit(input.type, input);
  assertDetailsFit(input.type, input.details);
  const acting = resolveActing(input.type, input, input.details);
  assertActingFits(input.type, acting, input.subject_name);
  const details: JourneyDetails | undefined = input.subject_name
    ? { ...input.details, acting_for: { name: input.subject_name.trim() } }
    : input.details;
  const current = await db.$count(journeys, eq(journeys.user_id, userId));
  assertWithinQuota(current, 1, QUOTAS.journeys, QUOTA_MESSAGES.journeys);
  const id = randomUUID();
  if (details && Object.keys(details).length > 0 && !cipher) {
    throw new Error('createJourney: details need the value cipher');
  }
  const [row] = await db
    .insert(journeys)
    .values({
      id,
      ...(cipher ? sealJourneyDetails(cipher, id, details ?? null) : {}),
      subject: acting.subject,
      acting_role: acting.acting_role,
      user_id: userId,
      type: input.type,
      name: cleanJourneyName(input.name),
      target_address: cleanAddress(input.target_address),
      moving_date: blankToNull(input.moving_date),
      target_email: blankToNull(input.target_email),
      target_phone: blankToNull(input.target_phone),
      status: 'active',
    })
    .returning();
  return row!;
}

/** A journey with its link and to-do counts, and each company's latest update by status. */
const journeySummaryColumns = {
  journey: getTableColumns(journeys),
  footprint_count: sql<number>`count(${journeyFootprints.footprint_id})`.mapWith(Number),
  completed_count: sql<number>`count(${journeyFootprints.completed_at})`.mapWith(Number),
  // Each company's latest update, counted by status, a checklist the person works through
  // apart (a correlated subquery: still one query). The owner's requests, whoever asks.
  update_counts: sql<Record<string, number> | null>`(
    select jsonb_object_agg(status, n) from (
      select status, count(*)::int as n from (
        select distinct on (ur.footprint_id)
          case when (ur.channel = 'manual' and ur.status = 'sent')
              or (ur.channel in ('web_form', 'letter', 'phone') and ur.status = 'queued')
            then 'checklist'
            else ur.status::text end as status
        from ${updateRequests} ur
        where ur.user_id = ${journeys.user_id} and ur.journey_id = ${journeys.id}
        order by ur.footprint_id, ur.created_at desc
      ) latest group by status
    ) counts)`,
};

/**
 * The user's journeys and those shared with them (with their role and the owner's name), newest
 * first, with link and to-do counts: one grouped query.
 */
const listJourneysQuery = preparedQuery((db) =>
  db
    .select({ ...journeySummaryColumns, role: journeyMembers.role, owner_name: users.name })
    .from(journeys)
    .innerJoin(users, eq(users.id, journeys.user_id))
    .leftJoin(
      journeyMembers,
      and(
        eq(journeyMembers.journey_id, journeys.id),
        eq(journeyMembers.user_id, sql.placeholder('userId')),
      ),
    )
    .leftJoin(journeyFootprints, eq(journeyFootprints.journey_id, journeys.id))
    // The ids first (own journeys, then shared ones), each by its index: an OR across the join
    // would read every journey.
    .where(
      sql`${journeys.id} = any(array(
        select j.id from ${journeys} j where j.user_id = ${sql.placeholder('userId')}
        union all
        select m.journey_id from ${journeyMembers} m where m.user_id = ${sql.placeholder('userId')}))`,
    )
    .groupBy(journeys.id, journeyMembers.role, users.name)
    .orderBy(desc(journeys.created_at), asc(journeys.id))
    .prepare('list_journeys'),
);

type SummaryRow = {
  journey: JourneyRow;
  footprint_count: number;
  completed_count: number;
  update_counts: Record<string, number> | null;
};

/** A list row; `Object.assign` onto the journey rather than spreads (the hot list route's cost). */
function toSummary(r: SummaryRow): JourneySummary {
  return Object.assign(toJourney(r.journey), {
    footprint_count: r.footprint_count,
    completed_count: r.completed_count,
    update_counts: r.update_counts ?? {},
    safe_mode: r.journey.safe_mode_at !== null,
  });
}

/** The user's own journeys and those shared with them (marked `shared`). */
export async function listJourneys(db: Db, userId: string): Promise<JourneySummary[]> {
  const rows = await listJourneysQuery(db).execute({ userId });
  return rows.map((r) =>
    r.journey.user_id === userId || !r.role
      ? toSummary(r)
      : Object.assign(toSummary(r), {
          shared: { role: r.role as JourneyMemberRole, owner_name: r.owner_name },
        }),
  );
}

export async function getOwnedJourney(db: Db, userId: string, id: string): Promise<JourneyRow> {
  const [row] = await db
    .select()
    .from(journeys)
    .where(and(eq(journeys.id, id), eq(journeys.user_id, userId)));
  if (!row) throw new AppError('NOT_FOUND', JOURNEY_NOT_FOUND);
  return row;
}

/** The journey and its linked footprints with their brands: two queries however many links. */
export async function getJourneyDetail(
  db: Db,
  userId: string,
  id: string,
  cipher?: ValueCipher,
  /** The journey already read (and its access checked) by the caller. */
  known?: JourneyRow,
): Promise<JourneyDetail> {
  const journey = known ?? (await getOwnedJourney(db, userId, id));
  const rows = await db
    .select({
      link: journeyFootprints,
      footprint: digitalFootprints,
      brand: footprintBrandColumns,
      added_by_name: adder.name,
    })
    .from(journeyFootprints)
    .innerJoin(digitalFootprints, eq(digitalFootprints.id, journeyFootprints.footprint_id))
    .leftJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
    .leftJoin(adder, eq(adder.id, journeyFootprints.added_by))
    .where(and(eq(journeyFootprints.journey_id, id), eq(journeyFootprints.user_id, userId)))
    .orderBy(
      asc(journeyFootprints.priority_level),
      sql`lower(coalesce(${brandDirectory.name}, ${digitalFootprints.custom_brand_name}))`,
      asc(journeyFootprints.footprint_id),
    );
  const footprints = rows.map((r) => ({
    ...toJourneyFootprint(r.link),
    footprint: toFootprint(r.footprint, r.brand),
    added_by_name: r.added_by_name,
  }));
  return {
    ...toJourney(journey, cipher && openJourneyDetails(cipher, journey)),
    footprint_count: footprints.length,
    completed_count: footprints.filter((f) => f.completed_at !== null).length,
    footprints,
    safe_mode: toJourneySafeMode(journey),
  };
}

export type JourneyChange = {
  before: JourneyRow;
  after: JourneyRow;
  changedFields: (keyof JourneyRow)[];
};

/** Name, targets, moving day and status; `completed` records when, `active` clears it. */
export async function updateJourney(
  db: Db,
  userId: string,
  id: string,
  asked: UpdateJourneyInput,
  now: Date,
  cipher?: ValueCipher,
): Promise<JourneyChange> {
  const before = await getOwnedJourney(db, userId, id);
  const input = await withDeathRole(db, before, asked);
  assertTargetsFit(before.type, input);
  assertDetailsFit(before.type, input.details);
  const changes: Partial<JourneyRow> = {};
  const actingChange = actingInput(input)
    ? await changedActing(db, before, input, cipher && openJourneyDetails(cipher, before))
    : undefined;
  if (input.details || actingChange) {
    if (!cipher) throw new Error('updateJourney: details need the value cipher');
    const merged: Record<string, unknown> = { ...openJourneyDetails(cipher, before) };
    for (const [kind, value] of Object.entries(input.details ?? {})) {
      if (value === null) delete merged[kind];
      else if (value !== undefined) merged[kind] = value;
    }
    if (actingChange) {
      changes.subject = actingChange.subject;
      changes.acting_role = actingChange.acting_role;
      if (actingChange.name) merged.acting_for = { name: actingChange.name };
      else delete merged.acting_for;
    }
    Object.assign(changes, sealJourneyDetails(cipher, id, merged as JourneyDetails));
  }
  // A safe-mode journey keeps its neutral name (ADR 0049).
  if (input.name !== undefined && !before.safe_mode_at) changes.name = cleanJourneyName(input.name);
  if (input.target_address !== undefined)
    changes.target_address = cleanAddress(input.target_address);
  for (const field of ['moving_date', 'target_email', 'target_phone'] as const) {
    if (input[field] !== undefined) changes[field] = blankToNull(input[field]);
  }
  if (input.status !== undefined && input.status !== before.status) {
    changes.status = input.status;
    if (input.status === 'completed') changes.completed_at = now;
    if (input.status === 'active') changes.completed_at = null;
  }
  const [after] = await db
    .update(journeys)
    .set({ ...changes, updated_at: now })
    .where(and(eq(journeys.id, id), eq(journeys.user_id, userId)))
    .returning();
  return { before, after: after!, changedFields: Object.keys(changes) as (keyof JourneyRow)[] };
}

const hasRequests = async (db: Db, journeyId: string) =>
  (await db.$count(updateRequests, eq(updateRequests.journey_id, journeyId))) > 0;

/**
 * New death details carry the notifier's relationship: until a request is sent, it becomes the
 * journey's role (asked once, in the death details), unless the role is given with them.
 */
async function withDeathRole(
  db: Db,
  before: JourneyRow,
  input: UpdateJourneyInput,
): Promise<UpdateJourneyInput> {
  const relationship = input.details?.notification_of_death?.notifier.relationship;
  const role = deathRoleOf(relationship);
  if (before.subject !== 'deceased' || input.acting_role !== undefined || !role) return input;
  if (role === before.acting_role || (await hasRequests(db, before.id))) return input;
  return { ...input, acting_role: role };
}

const actingInput = (input: UpdateJourneyInput) =>
  input.subject !== undefined ||
  input.acting_role !== undefined ||
  input.subject_name !== undefined;

/**
 * The journey's new subject, role and subject name; a role or name left out is kept unless the
 * subject changes. Once a request was sent for the journey, any change is refused (409): the
 * companies were told who acts for whom.
 */
async function changedActing(
  db: Db,
  before: JourneyRow,
  input: UpdateJourneyInput,
  details: JourneyDetails | undefined,
): Promise<{ subject: JourneySubject; acting_role: ActingRole | null; name: string | null }> {
  const subject = input.subject ?? (before.subject as JourneySubject);
  const sameSubject = subject === before.subject;
  const acting = resolveActing(before.type, {
    subject,
    acting_role:
      input.acting_role !== undefined
        ? input.acting_role
        : sameSubject
          ? (before.acting_role as ActingRole | null)
          : undefined,
  });
  const keptName = sameSubject ? (details?.acting_for?.name ?? null) : null;
  const name = input.subject_name !== undefined ? (input.subject_name?.trim() ?? null) : keptName;
  assertActingFits(before.type, acting, name);
  const unchanged =
    acting.subject === before.subject &&
    acting.acting_role === before.acting_role &&
    name === (details?.acting_for?.name ?? null);
  if (!unchanged && (await hasRequests(db, before.id))) {
    throw new AppError('CONFLICT', SUBJECT_LOCKED_MESSAGE);
  }
  return { ...acting, name };
}

function assertActingFits(
  type: JourneyType,
  acting: Parameters<typeof actingIssue>[1],
  subjectName: string | null | undefined,
): void {
  const issue = actingIssue(type, acting, subjectName);
  if (issue) throw new AppError('VALIDATION_FAILED', `${issue.path}: ${issue.message}`);
}

function assertDetailsFit(
  type: JourneyType,
  details: Parameters<typeof misplacedJourneyDetails>[1],
): void {
  const kind = misplacedJourneyDetails(type, details);
  if (kind) {
    throw new AppError(
      'VALIDATION_FAILED',
      `details.${kind}: ${REQUEST_KIND_LABELS[kind]} is not sent for this life event.`,
    );
  }
}

function assertTargetsFit(
  type: JourneyType,
  targets: { [K in JourneyTargetField]?: string | null },
): void {
  const misplaced = misplacedJourneyTarget(type, targets);
  if (misplaced) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${misplaced}: ${JOURNEY_TARGET_LABELS[misplaced]} is not asked for this journey type.`,
    );
  }
}

function cleanJourneyName(name: string): string {
  const clean = sanitizeJourneyName(name);
  if (!clean) {
    throw new AppError(
      'VALIDATION_FAILED',
      'name: Enter a name for the journey (markup is removed).',
    );
  }
  return clean;
}

function cleanAddress(value: string | null | undefined): string | null {
  return blankToNull(value && sanitizeText(value, TARGET_ADDRESS_MAX_LENGTH));
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
