import { sql } from 'drizzle-orm';
import { fillDays, ratio, type DateRange } from '@updately/shared/admin-analytics-api';
import type { AuditResourceType } from '@updately/shared/activity-api';
import {
  SECURITY_BANNED_LIST,
  SECURITY_RECENT_ADMIN_ACTIONS,
  type AdminSecurity,
} from '@updately/shared/admin-security-api';
import { queryRows, type Db } from '../../db/client';
import { SIGN_IN_FAILED_ACTION } from '../../auth/failed-sign-in';
import { RATE_LIMITED_ACTION } from '../../platform/rate-limit/rate-limit';

type Counted = { date: string; key: string | null; count: number };
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** Sums `rows` by day (every day of the range) and by key, largest first. Pure. */
export function tally(range: DateRange, rows: readonly Counted[]) {
  const days = new Map<string, number>();
  const keys = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    total += row.count;
    days.set(row.date, (days.get(row.date) ?? 0) + row.count);
    const key = row.key ?? 'unknown';
    keys.set(key, (keys.get(key) ?? 0) + row.count);
  }
  return {
    total,
    perDay: fillDays(
      range,
      [...days].map(([date, count]) => ({ date, count })),
    ),
    byKey: [...keys]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
  };
}

/**
 * The admin security page: failed sign-ins and rate-limit hits in `range` (audit entries, from
 * their daily rollup), and as of now banned users, two-factor adoption (rollup), live sessions,
 * the admins and their newest audit entries (per admin by the (user_id, created_at) index).
 */
export async function adminSecurity(db: Db, range: DateRange): Promise<AdminSecurity> {
  // From the daily rollup of these two actions (ADR 0051) plus its pending deltas.
  const auditCounts = (action: string) =>
    queryRows<Counted & { known: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as date, key, sum(entries)::int as count,
            coalesce(sum(entries) filter (where known), 0)::int as known
          from (
            select day, key, known, entries from analytics_security
            where action = ${action} and day >= ${range.from}::date and day <= ${range.to}::date
            union all
            select day, key, known, entries from analytics_security_delta
            where action = ${action} and day >= ${range.from}::date and day <= ${range.to}::date
          ) t
          group by day, key having sum(entries) <> 0`,
    );
  const failedQuery = auditCounts(SIGN_IN_FAILED_ACTION);
  const limitedQuery = auditCounts(RATE_LIMITED_ACTION);

  // People and two-factor totals from the sign-ups rollup (ADR 0056); bans in force from the
  // partial index of banned people (a few among many).
  const peopleQuery = queryRows<{ users: number; mfa: number }>(
    db,
    sql`select coalesce(sum(users), 0)::int as users, coalesce(sum(two_factor), 0)::int as mfa
        from (
          select users, two_factor from analytics_sign_ups
          union all
          select users, two_factor from analytics_sign_ups_delta
        ) t`,
  );
  const bannedCountQuery = queryRows<{ banned: number }>(
    db,
    sql`select count(*)::int as banned from users
        where banned and (ban_expires is null or ban_expires > now())`,
  );
  const bannedQuery = queryRows<{
    id: string;
    name: string;
    email: string;
    ban_reason: string | null;
    ban_expires: Date | string | null;
  }>(
    db,
    sql`select id, name, email, ban_reason, ban_expires from users
        where banned and (ban_expires is null or ban_expires > now())
        order by updated_at desc, id limit ${SECURITY_BANNED_LIST}`,
  );
  // From the sessions by hour of expiry (ADR 0061): the hours after this one from the rollup and
  // its pending deltas, this hour's sessions still ahead from the (expires_at, user_id) index. A
  // person counts in the hour their last session expires.
  const liveQuery = queryRows<{ active: number; users: number }>(
    db,
    sql`with hours as (
          select hour, sessions, users from session_expiry_hours
          union all select hour, sessions, users from session_expiry_hours_delta
        ), this_hour as (
          select session_expiry_hour(now()) as hour,
            to_timestamp((session_expiry_hour(now()) + 1) * 3600) as ends
        )
        select
          ((select coalesce(sum(sessions), 0) from hours where hour > (select hour from this_hour))
            + (select count(*) from sessions
               where expires_at > now() and expires_at < (select ends from this_hour)))::int
            as active,
          ((select coalesce(sum(users), 0) from hours where hour > (select hour from this_hour))
            + (select count(distinct s.user_id) from sessions s
               where s.expires_at > now() and s.expires_at < (select ends from this_hour)
                 and not exists (select 1 from sessions l where l.user_id = s.user_id
                                 and l.expires_at >= (select ends from this_hour))))::int
            as users`,
  );
  const adminsQuery = queryRows<{
    id: string;
    name: string;
    email: string;
    mfa: boolean | null;
    granted_at: Date | string;
    last_active_at: Date | string | null;
  }>(
    db,
    sql`select u.id, u.name, u.email, u.two_factor_enabled as mfa, r.created_at as granted_at,
          (select max(s.updated_at) from sessions s where s.user_id = u.id) as last_active_at
        from user_roles r join users u on u.id = r.user_id
        where r.role = 'admin'
        order by coalesce(u.two_factor_enabled, false), u.name, u.id`,
  );
  const actionsQuery = queryRows<{
    id: string;
    actor_id: string;
    actor_name: string;
    action: string;
    resource_type: AuditResourceType;
    resource_id: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select a.id, r.user_id as actor_id, u.name as actor_name, a.action, a.resource_type,
          a.resource_id, a.created_at
        from user_roles r
        join users u on u.id = r.user_id
        cross join lateral (
          select id, action, resource_type, resource_id, created_at from audit_logs
          where audit_logs.user_id = r.user_id
          order by created_at desc limit ${SECURITY_RECENT_ADMIN_ACTIONS}
        ) a
        where r.role = 'admin'
        order by a.created_at desc, a.id limit ${SECURITY_RECENT_ADMIN_ACTIONS}`,
  );

  // Concurrently: on PostgreSQL each on a pooled connection, on PGlite queued one after another.
  const [failed, limited, [people], [bannedCount], banned, [live], admins, actions] =
    await Promise.all([
      failedQuery,
      limitedQuery,
      peopleQuery,
      bannedCountQuery,
      bannedQuery,
      liveQuery,
      adminsQuery,
      actionsQuery,
    ]);
  const failedTally = tally(range, failed);
  const limitedTally = tally(range, limited);

  return {
    range,
    generatedAt: new Date().toISOString(),
    failedSignIns: {
      total: failedTally.total,
      knownAccounts: failed.reduce((sum, row) => sum + row.known, 0),
      perDay: failedTally.perDay,
      byMethod: failedTally.byKey,
    },
    rateLimitHits: {
      total: limitedTally.total,
      perDay: limitedTally.perDay,
      byScope: limitedTally.byKey,
    },
    bannedUsers: {
      total: bannedCount?.banned ?? 0,
      users: banned.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        banReason: u.ban_reason,
        banExpires: iso(u.ban_expires),
      })),
    },
    mfa: {
      users: people?.users ?? 0,
      withMfa: people?.mfa ?? 0,
      rate: ratio(people?.mfa ?? 0, people?.users ?? 0),
    },
    sessions: { active: live?.active ?? 0, users: live?.users ?? 0 },
    admins: admins.map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      mfa: Boolean(a.mfa),
      grantedAt: iso(a.granted_at)!,
      lastActiveAt: iso(a.last_active_at),
    })),
    recentAdminActions: actions.map((a) => ({
      id: a.id,
      actorId: a.actor_id,
      actorName: a.actor_name,
      action: a.action,
      resourceType: a.resource_type,
      resourceId: a.resource_id,
      createdAt: iso(a.created_at)!,
    })),
  };
}
