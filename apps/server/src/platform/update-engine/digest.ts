import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  UPDATE_STATUS_LABELS,
  UPDATE_STATUSES,
  type UpdateStatus,
} from '@updately/shared/update-status';
import { queryRows, type Db } from '../../db/client';
import { journeys, profiles, updateRequestEvents, updateRequests, users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import { isSafeMode, personRecipient, sendSafeNotice } from './person-recipient';

export const DIGEST_QUEUE = 'update-digest';
/** What a company or the engine can move a request to (a cancellation is the person's own). */
const DIGESTED = UPDATE_STATUSES.filter(
  (status) => !['pending_consent', 'queued', 'cancelled'].includes(status),
);
const DAY_MS = 24 * 60 * 60 * 1000;

export type DigestDeps = {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  jobs: JobQueue;
  appName: string;
  appUrl: string;
};

/**
 * The person's only email about updates: at most one a day, when companies or the engine
 * changed any of their requests since the last one, unless they turned it off. Each person in
 * their own transaction, the mail queued with the time it covers. Answers how many were queued.
 */
export async function runDigests(
  deps: DigestDeps,
  now = new Date(),
  /** Only this person (the dev run for one browser test). */
  onlyUserId?: string,
): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  // Events are looked for in the last two days: a person is due at most a day after a change.
  const candidates = await queryRows<{ user_id: string }>(
    deps.db,
    sql`select distinct e.user_id from ${updateRequestEvents} e
        join ${profiles} p on p.user_id = e.user_id
        where e.created_at > ${new Date(now.getTime() - 2 * DAY_MS)} and e.actor <> 'person'
          and (${onlyUserId ?? null}::uuid is null or e.user_id = ${onlyUserId ?? null}::uuid)
          and p.update_digest
          and (p.last_update_digest_at is null or p.last_update_digest_at <= ${dayAgo})
          and e.created_at > coalesce(p.last_update_digest_at, '-infinity'::timestamptz)`,
  );
  let sent = 0;
  for (const { user_id } of candidates) if (await digestOne(deps, user_id, now)) sent++;
  return sent;
}

async function digestOne(deps: DigestDeps, userId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({
        email: users.email,
        enabled: profiles.update_digest,
        last: profiles.last_update_digest_at,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.user_id))
      .where(eq(profiles.user_id, userId))
      .for('update', { of: profiles });
    if (!person?.enabled) return false;
    if (person.last && person.last.getTime() > now.getTime() - DAY_MS) return false;
    const since = person.last ?? new Date(0);
    const changed = await tx
      .selectDistinct({
        requestId: updateRequests.id,
        company: updateRequests.company_name,
        status: updateRequests.status,
        reason: updateRequests.status_reason,
        message: updateRequests.status_message,
        journey: journeys.name,
        journeyId: journeys.id,
        safe_mode_at: journeys.safe_mode_at,
        safe_contact_email: journeys.safe_contact_email,
        safe_contact_phone: journeys.safe_contact_phone,
      })
      .from(updateRequestEvents)
      .innerJoin(updateRequests, eq(updateRequests.id, updateRequestEvents.request_id))
      .innerJoin(journeys, eq(journeys.id, updateRequests.journey_id))
      .where(
        and(
          eq(updateRequestEvents.user_id, userId),
          gt(updateRequestEvents.created_at, since),
          ne(updateRequestEvents.actor, 'person'),
          inArray(updateRequests.status, DIGESTED),
        ),
      )
      .orderBy(asc(journeys.name), asc(updateRequests.company_name));
    if (changed.length === 0) return false;
    await tx
      .update(profiles)
      .set({ last_update_digest_at: now })
      .where(eq(profiles.user_id, userId));
    // A safe-mode journey's changes go apart, to its safe contact, as a count only.
    const ordinary = changed.filter((c) => !isSafeMode(c));
    const safeJourneys = new Map<string, typeof changed>();
    for (const c of changed) {
      if (isSafeMode(c))
        safeJourneys.set(c.journeyId, [...(safeJourneys.get(c.journeyId) ?? []), c]);
    }
    for (const [journeyId, rows] of safeJourneys) {
      const recipient = personRecipient(person.email, rows[0]!);
      await sendSafeNotice(deps, tx, journeyId, recipient, rows.length);
    }
    if (ordinary.length === 0) return true;
    const journeyIds = new Set(ordinary.map((c) => c.journeyId));
    const url =
      journeyIds.size === 1
        ? `${deps.appUrl}/journeys/${[...journeyIds][0]}`
        : `${deps.appUrl}/dashboard`;
    await deps.mailer.sendInTransaction(
      tx,
      mailTemplates.updateDigest(
        deps.appName,
        person.email,
        ordinary.map(
          (c) => `${c.company} (${c.journey}): ${describe(c.status, c.reason, c.message)}`,
        ),
        url,
        `${deps.appUrl}/privacy#notifications`,
      ),
    );
    return true;
  });
}

function describe(status: UpdateStatus, reason: string | null, message: string | null): string {
  // A call-back day: the person's own reminder, in its own words ("Call Telstra back today").
  if (status === 'needs_you' && reason === 'call_back' && message) return message;
  if (status === 'needs_you') return 'needs you — open the journey to see what to do';
  return UPDATE_STATUS_LABELS[status].toLowerCase();
}
