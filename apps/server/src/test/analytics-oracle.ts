// The admin analytics as computed before ADR 0051, straight from the base tables: a test oracle.
import { sql } from 'drizzle-orm';
import {
  ANALYTICS_TOP_BRANDS,
  confirmationRate,
  fillDays,
  type AdminAnalytics,
  type DateRange,
} from '@updately/shared/admin-analytics-api';
import type { JourneyStatus, JourneyType } from '@updately/shared/journey-types';
import type { CompletedBy } from '@updately/shared/update-attestation';
import type { UpdateChannel, UpdateStatus } from '@updately/shared/update-status';
import { queryRows, type Db } from '../db/client';
import { boundsOf } from '../modules/admin/admin-analytics.service';

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

type ConfirmationRow = {
  sent: number;
  confirmed: number;
  done_by_person: number;
  checklists: number;
  median: number | string | null;
};
const confirmation = (row: ConfirmationRow) => ({
  sent: row.sent,
  confirmed: row.confirmed,
  rate: confirmationRate(row.confirmed, row.sent),
  medianSecondsToConfirm: row.median === null ? null : Math.round(Number(row.median)),
  doneByPerson: row.done_by_person,
  checklists: row.checklists,
});

// Issue 23: only a company's own confirmation counts as confirmed, and only requests Updately
// handed to a company (email, API) count as sent. A checklist (manual) was never sent; a request
// the person marked done is self-attested: both are counted on their own. A web form or a call
// (issue 26) is the person's own step, like a checklist: no company link goes with it.
const CONFIRMATION_COLUMNS = sql.raw(`(count(*) filter (
    where channel not in ('manual', 'web_form', 'phone') and sent_at is not null))::int as sent,
  (count(*) filter (
    where channel not in ('manual', 'web_form', 'phone') and sent_at is not null and done_by = 'company'))::int as confirmed,
  (count(*) filter (where done_by = 'person'))::int as done_by_person,
  (count(*) filter (
    where channel in ('manual', 'web_form', 'phone') and sent_at is not null))::int as checklists,
  percentile_cont(0.5) within group (order by extract(epoch from completed_at - sent_at))
    filter (where channel not in ('manual', 'web_form', 'phone') and sent_at is not null and done_by = 'company'
      and completed_at is not null)
    as median`);

// Who completed each completed request: the event that completed it (a request completes once).
const DONE_BY = sql.raw(`case when r.status = 'completed' then
    case when exists (select 1 from update_request_events e
                      where e.request_id = r.id and e.type = 'confirmed')
      then 'company' else 'person' end
  end`);

/**
 * Every figure of the admin dashboard for `range`, counted from the base tables as the page did
 * before the rollups (ADR 0051): the oracle the rollups are checked against. The median here is
 * exact; the page's is read from a histogram.
 */
export async function oracleAdminAnalytics(db: Db, range: DateRange): Promise<AdminAnalytics> {
  const { start, end } = boundsOf(range);
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;

  const signUpsQuery = queryRows<{ date: string; count: number }>(
    db,
    sql`select ${day('created_at')} as date, count(*)::int as count
        from users where ${inRange('created_at')} group by 1`,
  );

  const activeQuery = queryRows<{ last7: number; last30: number }>(
    db,
    sql`select
          (count(distinct user_id) filter (
            where updated_at >= ${end}::timestamptz - interval '7 days'))::int as last7,
          count(distinct user_id)::int as last30
        from sessions
        where updated_at >= ${end}::timestamptz - interval '30 days'
          and updated_at < ${end}::timestamptz`,
  );

  const journeysQuery = queryRows<{ type: JourneyType; status: JourneyStatus; count: number }>(
    db,
    sql`select type, status, count(*)::int as count from journeys
        where ${inRange('created_at')} group by type, status order by type, status`,
  );

  // Safe mode is set once and few journeys have it: the partial index journeys_safe_mode_idx.
  const safeModeQuery = queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from journeys
        where safe_mode_at is not null and ${inRange('safe_mode_at')}`,
  );

  // One scan of the range's requests for three groupings: (channel, status, who completed it)
  // counts, and the confirmation figures by channel and by brand (every brand; the top ones are
  // picked below).
  const requestsQuery = queryRows<
    ConfirmationRow & {
      channel: UpdateChannel | null;
      status: UpdateStatus | null;
      done_by: CompletedBy | null;
      brand_id: string | null;
      brand_name: string | null;
      count: number;
      grouping: number;
    }
  >(
    db,
    sql`select g.*, b.name as brand_name from (
          select channel, status, done_by, brand_id,
            grouping(channel, status, done_by, brand_id) as grouping,
            count(*)::int as count, ${CONFIRMATION_COLUMNS}
          from (
            select r.channel, r.status, r.brand_id, r.sent_at, r.completed_at,
              ${DONE_BY} as done_by
            from update_requests r
            where ${inRange('r.created_at')}
          ) r
          group by grouping sets ((channel, status, done_by), (channel), (brand_id))
        ) g left join brand_directory b on b.id = g.brand_id
        order by g.channel, g.status, g.done_by`,
  );

  // Each step counts the people of the sign-up cohort who also reached every step before it.
  const funnelQuery = queryRows<{
    signed_up: number;
    footprints: number;
    journey: number;
    confirmed: number;
  }>(
    db,
    sql`with cohort as materialized (
          select id from users where ${inRange('created_at')}
        ), footprints as materialized (
          select c.id from cohort c
          where exists (select 1 from digital_footprints f where f.user_id = c.id)
        ), journey as materialized (
          select f.id from footprints f
          where exists (select 1 from journeys j where j.user_id = f.id)
        ), confirmed as (
          select j.id from journey j
          where exists (
            select 1 from update_requests r
            join update_request_events e on e.request_id = r.id and e.type = 'confirmed'
            where r.user_id = j.id and r.status = 'completed')
        )
        select (select count(*) from cohort)::int as signed_up,
          (select count(*) from footprints)::int as footprints,
          (select count(*) from journey)::int as journey,
          (select count(*) from confirmed)::int as confirmed`,
  );

  const [signUps, [active], journeys, requests, [funnel], [safeMode]] = await Promise.all([
    signUpsQuery,
    activeQuery,
    journeysQuery,
    requestsQuery,
    funnelQuery,
    safeModeQuery,
  ]);
  // grouping(channel, status, done_by, brand_id) has a bit per column left out: 1 = (channel,
  // status, done_by), 7 = (channel), 14 = (brand_id).
  const setOf = (grouping: number) => requests.filter((row) => Number(row.grouping) === grouping);
  const updateRequests = setOf(1).map((row) => ({
    channel: row.channel!,
    status: row.status!,
    completedBy: row.done_by,
    count: row.count,
  }));
  const byChannel = setOf(7).filter((row) => row.sent > 0 || row.checklists > 0);
  const byBrand = setOf(14)
    .filter((row) => row.sent > 0 && row.brand_id && row.brand_name)
    .sort((a, b) => b.sent - a.sent || a.brand_name!.localeCompare(b.brand_name!))
    .slice(0, ANALYTICS_TOP_BRANDS);

  return {
    range,
    generatedAt: new Date().toISOString(),
    signUps: {
      total: signUps.reduce((sum, d) => sum + d.count, 0),
      perDay: fillDays(range, signUps),
    },
    activeUsers: { last7Days: active?.last7 ?? 0, last30Days: active?.last30 ?? 0 },
    journeys,
    safeModeJourneys: safeMode?.count ?? 0,
    updateRequests,
    confirmationByChannel: byChannel.map((row) => ({
      channel: row.channel!,
      ...confirmation(row),
    })),
    confirmationByBrand: byBrand.map((row) => ({
      brandId: row.brand_id!,
      brandName: row.brand_name!,
      ...confirmation(row),
    })),
    funnel: {
      signedUp: funnel?.signed_up ?? 0,
      addedFootprints: funnel?.footprints ?? 0,
      startedJourney: funnel?.journey ?? 0,
      confirmedUpdate: funnel?.confirmed ?? 0,
    },
  };
}

/** Failed sign-ins or rate-limit hits by (day, key), counted from audit_logs. */
export function oracleAuditCounts(db: Db, range: DateRange, action: string, key: string) {
  const { start, end } = boundsOf(range);
  return queryRows<{ date: string; key: string | null; count: number; known: number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date,
          ${sql.raw(key)} as key, count(*)::int as count,
          (count(*) filter (where user_id is not null))::int as known
        from audit_logs
        where action = ${action}
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1, 2 order by 1, 2`,
  );
}

/** The security page's totals as of now, counted from users and sessions as before ADR 0056. */
export async function oracleSecurityTotals(db: Db) {
  const [people] = await queryRows<{ users: number; mfa: number; banned: number }>(
    db,
    sql`select count(*)::int as users,
          (count(*) filter (where two_factor_enabled))::int as mfa,
          (count(*) filter (where banned and (ban_expires is null or ban_expires > now())))::int
            as banned
        from users`,
  );
  const [live] = await queryRows<{ sessions: number; users: number }>(
    db,
    sql`select count(*)::int as sessions, count(distinct user_id)::int as users
        from sessions where expires_at > now()`,
  );
  return {
    users: people!.users,
    mfa: people!.mfa,
    banned: people!.banned,
    liveSessions: live!.sessions,
    liveUsers: live!.users,
  };
}
