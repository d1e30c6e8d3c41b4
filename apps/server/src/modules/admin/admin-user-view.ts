import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_USER_DETAIL_LIMIT,
  type AdminUserAuditEntry,
} from '@updately/shared/admin-users-api';
import type { Db } from '../../db/client';
import {
  auditLogs,
  digitalFootprints,
  journeys,
  profiles,
  userRoles,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isNonPublicHost } from '../../platform/outbound-http/non-public-address';
import { shownJourneyName } from '../../platform/update-engine/person-recipient';
import { listSessions } from '../account/sessions.service';
import { hideSafeModeUserValues, safeModeJourneyIds } from './admin-audit-safe-mode';
import type { AdminUser, AdminUserDetail, ListUsersQuery } from './admin-users.schemas';

export const USER_NOT_FOUND = 'User not found';

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  emailVerified: users.emailVerified,
  image: users.image,
  phoneNumber: users.phoneNumber,
  isAdmin: sql<boolean>`${userRoles.id} is not null`,
  banned: users.banned,
  banReason: users.banReason,
  banExpires: users.banExpires,
  twoFactorEnabled: users.twoFactorEnabled,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
const selectUsers = (db: Db) =>
  db
    .select(columns)
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.user_id, users.id), eq(userRoles.role, 'admin')));
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toAdminUser(row: Row): AdminUser {
  return {
    ...row,
    isAdmin: Boolean(row.isAdmin),
    banned: Boolean(row.banned),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    banExpires: row.banExpires?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The page's last user as a cursor: created_at to the microsecond (a JavaScript date keeps only
 * milliseconds, which would skip or repeat users created within the same millisecond) and the id.
 */
const createdMicros = sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint`;

function encodeCursor(micros: string, id: string): string {
  return Buffer.from(`${micros}.${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { micros: string; id: string } {
  const match = /^(\d{1,20})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (!match) throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor from this list');
  return { micros: match[1]!, id: match[2]! };
}

const flag = (value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : value === 'true';

function filters(query: ListUsersQuery): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const literal = query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    // An address (an @ after its first character) is looked up from its start on the
    // users_email_prefix_idx btree: the trigram index reads every common trigram's long list
    // ("son", "@ex", ".co") at a million people (ADR 0057). Anything else, a domain such as
    // "@example.com" included, is part of a name or an address, by trigrams.
    where.push(
      query.q.indexOf('@') > 0
        ? sql`lower(${users.email}) like ${`${literal.toLowerCase()}%`}`
        : or(ilike(users.email, `%${literal}%`), ilike(users.name, `%${literal}%`))!,
    );
  }
  if (query.role) {
    // (NOT) EXISTS rather than the joined row's null: the planner then knows admins are few and
    // reads users in index order instead of joining them all.
    const admin = sql`select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = 'admin'`;
    where.push(query.role === 'admin' ? sql`exists (${admin})` : sql`not exists (${admin})`);
  }
  const verified = flag(query.verified);
  if (verified !== undefined) where.push(eq(users.emailVerified, verified));
  // banned and two_factor_enabled may be null (better-auth's defaults): null is "no".
  const banned = flag(query.banned);
  if (banned !== undefined) {
    where.push(banned ? sql`${users.banned} is true` : sql`${users.banned} is not true`);
  }
  const mfa = flag(query.mfa);
  if (mfa !== undefined) {
    where.push(
      mfa ? sql`${users.twoFactorEnabled} is true` : sql`${users.twoFactorEnabled} is not true`,
    );
  }
  if (query.cursor) {
    const before = decodeCursor(query.cursor);
    // A row comparison on (created_at, id): the users_created_at_id_idx index, read backwards.
    where.push(
      sql`(${users.createdAt}, ${users.id}) < ('epoch'::timestamptz + ${before.micros}::bigint * interval '1 microsecond', ${before.id}::uuid)`,
    );
  }
  return where;
}

/** Newest first, filtered, one page after `cursor`. */
export async function listUsers(db: Db, query: ListUsersQuery) {
  const rows = await db
    .select({ ...columns, micros: createdMicros })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.user_id, users.id), eq(userRoles.role, 'admin')))
    .where(and(...filters(query)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map(({ micros: _micros, ...row }) => toAdminUser(row)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(String(last.micros), last.id) : null,
  };
}

export async function getUser(db: Db, id: string): Promise<AdminUser> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return toAdminUser(row);
}

/**
 * What the detail view shows: the profile, how many footprints and journeys, the newest
 * journeys, the live sessions and the newest audit entries by or about the user. Each is one
 * indexed query (by user id), run side by side.
 */
export async function getUserDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const user = await getUser(db, id);
  const [[profile], [footprints], [journeyTotal], journeyRows, sessionRows, audit] =
    await Promise.all([
      db.select().from(profiles).where(eq(profiles.user_id, id)),
      db
        .select({ n: count() })
        .from(digitalFootprints)
        .where(and(eq(digitalFootprints.user_id, id), isNull(digitalFootprints.journey_id))),
      db.select({ n: count() }).from(journeys).where(eq(journeys.user_id, id)),
      db
        .select({
          id: journeys.id,
          name: shownJourneyName(),
          type: journeys.type,
          status: journeys.status,
          createdAt: journeys.created_at,
        })
        .from(journeys)
        .where(eq(journeys.user_id, id))
        .orderBy(desc(journeys.created_at), desc(journeys.id))
        .limit(ADMIN_USER_DETAIL_LIMIT),
      listSessions(db, id, ''),
      recentAudit(db, id),
    ]);
  return {
    user,
    profile: profile
      ? {
          firstName: profile.first_name,
          lastName: profile.last_name,
          authProvider: profile.auth_provider,
          marketingConsent: profile.marketing_consent,
          onboardingCompletedAt: profile.onboarding_completed_at?.toISOString() ?? null,
          ...(profile.location ? knownLocation(profile.location) : { country: null, city: null }),
        }
      : null,
    footprintCount: footprints?.n ?? 0,
    journeyCount: journeyTotal?.n ?? 0,
    journeys: journeyRows.map((j) => ({ ...j, createdAt: j.createdAt.toISOString() })),
    sessions: sessionRows,
    recentAudit: audit,
  };
}

/**
 * The newest entries the user wrote or that are about them (resource_id), newest first: two
 * index range scans of ADMIN_USER_DETAIL_LIMIT rows each, merged.
 */
async function recentAudit(db: Db, userId: string): Promise<AdminUserAuditEntry[]> {
  const select = (where: SQL) =>
    db
      .select({
        id: auditLogs.id,
        action: auditLogs.action,
        resourceType: auditLogs.resource_type,
        resourceId: auditLogs.resource_id,
        actorId: auditLogs.user_id,
        actorEmail: users.email,
        oldValues: auditLogs.old_values,
        newValues: auditLogs.new_values,
        metadata: auditLogs.metadata,
        createdAt: auditLogs.created_at,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.user_id))
      .where(where)
      .orderBy(desc(auditLogs.created_at))
      .limit(ADMIN_USER_DETAIL_LIMIT);
  const [by, about] = await Promise.all([
    select(eq(auditLogs.user_id, userId)),
    select(eq(auditLogs.resource_id, userId)),
  ]);
  const seen = new Set<string>();
  const kept = [...by, ...about]
    .filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, ADMIN_USER_DETAIL_LIMIT);
  const safe = await safeModeJourneyIds(
    db,
    kept.map((e) => ({ resource_type: e.resourceType, resource_id: e.resourceId })),
  );
  return kept
    .map((entry) => hideSafeModeUserValues(entry, safe))
    .map(({ metadata, ...entry }) => ({
      ...entry,
      ...actedBy(entry.actorId, userId, metadata),
      createdAt: entry.createdAt.toISOString(),
    }));
}

/**
 * Who really did it. An update request's entries are filed under its person, but the company
 * confirms and the system sends: the entry's metadata names the actor.
 */
function actedBy(
  actorId: string | null,
  userId: string,
  metadata: unknown,
): Pick<AdminUserAuditEntry, 'actorKind' | 'company'> {
  const meta = (metadata ?? {}) as { actor?: unknown; company?: unknown };
  const company = typeof meta.company === 'string' ? meta.company : null;
  if (meta.actor === 'company') return { actorKind: 'company', company };
  if (meta.actor === 'system' || actorId === null) return { actorKind: 'system', company };
  return { actorKind: actorId === userId ? 'user' : 'other', company };
}

/** Where a sign-in was detected; a private or loopback address (or none) says nothing. */
function knownLocation(location: { ip?: string | null; country?: string; city?: string | null }) {
  const ip = location.ip?.replace(/^::ffff:/, '');
  if (!ip || isNonPublicHost(ip)) return { country: null, city: null };
  return { country: location.country ?? null, city: location.city ?? null };
}
