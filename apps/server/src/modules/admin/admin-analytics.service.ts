import { sql } from 'drizzle-orm';
import {
  ANALYTICS_TOP_BRANDS,
  addDays,
  confirmationRate,
  fillDays,
  isoDay,
  resolveDateRange,
  type AdminAnalytics,
  type AnalyticsRangeQuery,
  type DateRange,
} from '@updately/shared/admin-analytics-api';
import type { JourneyStatus, JourneyType } from '@updately/shared/journey-types';
import type { CompletedBy } from '@updately/shared/update-attestation';
import {
  UPDATE_CHANNELS,
  type UpdateChannel,
  type UpdateStatus,
} from '@updately/shared/update-status';
import { queryRows, type Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { histogramMedian, type TimeBucket } from './analytics-median';
import { wholeMonths } from './analytics-months';
import { brandFigures, topBrandIds } from './analytics-top-brands';

/** The range asked for (defaults: the 30 days ending today, UTC), or a 400. */
export function rangeOf(query: AnalyticsRangeQuery, now = new Date()): DateRange {
  const resolved = resolveDateRange(query, isoDay(now.getTime()));
  if (!resolved.ok) throw new AppError('VALIDATION_FAILED', resolved.message);
  return resolved.range;
}

/** The range's bounds as timestamps: [start of `from`, start of the day after `to`). */
export function boundsOf(range: DateRange) {
  return { start: `${range.from}T00:00:00Z`, end: `${addDays(range.to, 1)}T00:00:00Z` };
}

// Confirmation figures as issue 23 defines them: only a company's own confirmation counts as
// confirmed, only requests Updately handed to a company (email, API) count as sent; a checklist,
// web form or call (the person's own step) is counted on its own, as is a request the person
// marked done. The rollups (ADR 0051) keep each request's channel, status, who completed it and
// whether it was sent; this turns them into the page's figures.
const CHECKLIST_CHANNELS = `('manual', 'web_form', 'phone')`;
const CONFIRMATION_SUMS = sql.raw(`sum(requests) filter (
    where sent and channel not in ${CHECKLIST_CHANNELS})::int as sent,
  sum(requests) filter (
    where sent and channel not in ${CHECKLIST_CHANNELS} and done_by = 'company')::int as confirmed,
  sum(requests) filter (where done_by = 'person')::int as done_by_person,
  sum(requests) filter (where sent and channel in ${CHECKLIST_CHANNELS})::int as checklists`);

type ConfirmationRow = {
  sent: number | null;
  confirmed: number | null;
  done_by_person: number | null;
  checklists: number | null;
};
const confirmation = (row: ConfirmationRow, median: number | null) => ({
  sent: row.sent ?? 0,
  confirmed: row.confirmed ?? 0,
  rate: confirmationRate(row.confirmed ?? 0, row.sent ?? 0),
  medianSecondsToConfirm: median === null ? null : Math.round(median),
  doneByPerson: row.done_by_person ?? 0,
  checklists: row.checklists ?? 0,
});

/**
 * A rollup's rows in the range together with its pending deltas: `select … from ${rows}`. With
 * `monthly`, the calendar months wholly inside the range come from its `_monthly` twin (12 rows
 * of a year instead of 366 days) and only the days around them from the daily table.
 */
function rollup(
  table: string,
  columns: string,
  range: DateRange,
  { where = 'true', monthly = false }: { where?: string; monthly?: boolean } = {},
) {
  const filter = sql.raw(where);
  const inRange = sql`day >= ${range.from}::date and day <= ${range.to}::date and ${filter}`;
  const months = monthly ? wholeMonths(range) : null;
  const rows = months
    ? sql`select ${sql.raw(columns)} from ${sql.raw(table)}
        where ((day >= ${range.from}::date and day < ${months.from}::date)
          or (day >= ${months.to}::date and day <= ${range.to}::date)) and ${filter}
        union all select ${sql.raw(columns)} from ${sql.raw(`${table}_monthly`)}
        where day >= ${months.from}::date and day < ${months.to}::date and ${filter}`
    : sql`select ${sql.raw(columns)} from ${sql.raw(table)} where ${inRange}`;
  return sql`(${rows}
    union all select ${sql.raw(columns)} from ${sql.raw(`${table}_delta`)} where ${inRange}) t`;
}

/** Seconds-to-confirm histograms of a dimension ('channel' or 'brand'), by key. */
async function confirmTimes(db: Db, range: DateRange, dimension: string, keys?: string[]) {
  if (keys && keys.length === 0) return new Map<string, TimeBucket[]>();
  const rows = await queryRows<{ key: string; bucket: number; count: number; seconds: number }>(
    db,
    sql`select key, bucket, sum(confirmations)::int as count, sum(seconds)::float8 as seconds
        from ${rollup('analytics_confirm_times', 'key, bucket, confirmations, seconds', range, { where: `dimension = '${dimension}'` })}
        ${
          keys
            ? sql`where key in (${sql.join(
                keys.map((k) => sql`${k}`),
                sql`, `,
              )})`
            : sql``
        }
        group by key, bucket having sum(confirmations) <> 0`,
  );
  const byKey = new Map<string, TimeBucket[]>();
  for (const row of rows) {
    const buckets = byKey.get(row.key) ?? [];
    buckets.push({ bucket: row.bucket, count: row.count, seconds: Number(row.seconds) });
    byKey.set(row.key, buckets);
  }
  return byKey;
}

/**
 * Every figure of the admin dashboard for `range`, from the rollups (ADR 0051): each statement
 * reads the range's days of a rollup plus its pending deltas, so the cost follows the number of
 * days, not of people or requests. Active users are counted from the sessions.updated_at index.
 * The statements run concurrently: on PostgreSQL each on a pooled connection, on PGlite one after
 * another (it queues them). Never call it inside a transaction.
 */
export async function adminAnalytics(db: Db, range: DateRange): Promise<AdminAnalytics> {
  const { end } = boundsOf(range);

  const signUpsQuery = queryRows<{ date: string; count: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as date, sum(users)::int as count
        from ${rollup('analytics_sign_ups', 'day, users', range)}
        group by day having sum(users) <> 0`,
  );

  // From each person's days of last use and their gaps (ADR 0056): a person counts once, on
  // their first such day inside the window.
  const endDay = addDays(range.to, 1);
  const activeQuery = queryRows<{ last7: number; last30: number }>(
    db,
    sql`select
          coalesce(sum(users) filter (
            where day >= ${endDay}::date - 7 and gap > day - (${endDay}::date - 7)), 0)::int
            as last7,
          coalesce(sum(users) filter (where gap > day - (${endDay}::date - 30)), 0)::int as last30
        from (
          select day, gap, users from analytics_active
          where day >= ${endDay}::date - 30 and day < ${endDay}::date
          union all
          select day, gap, users from analytics_active_delta
          where day >= ${endDay}::date - 30 and day < ${endDay}::date
        ) t`,
  );

  const journeysQuery = queryRows<{ type: JourneyType; status: JourneyStatus; count: number }>(
    db,
    sql`select type, status, sum(journeys)::int as count
        from ${rollup('analytics_journeys', 'type, status, journeys', range)}
        group by type, status having sum(journeys) <> 0
        order by type::journey_type, status::journey_status`,
  );

  // Safe mode is set once and few journeys have it: the partial index journeys_safe_mode_idx.
  const { start } = boundsOf(range);
  const safeModeQuery = queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from journeys
        where safe_mode_at is not null
          and safe_mode_at >= ${start}::timestamptz and safe_mode_at < ${end}::timestamptz`,
  );

  // (channel, status, who completed it) counts and the confirmation figures by channel.
  const requestsQuery = queryRows<
    ConfirmationRow & {
      channel: UpdateChannel;
      status: UpdateStatus | null;
      done_by: CompletedBy | '' | null;
      grouping: number;
      count: number;
    }
  >(
    db,
    sql`select channel, status, done_by, grouping(channel, status, done_by) as grouping,
          sum(requests)::int as count, ${CONFIRMATION_SUMS}
        from ${rollup('analytics_requests', 'channel, status, done_by, sent, requests', range, { monthly: true })}
        group by grouping sets ((channel, status, done_by), (channel))
        having sum(requests) <> 0
        order by channel::update_channel, status::update_status, nullif(done_by, '')`,
  );

  const topBrandIdsQuery = topBrandIds(db, range);

  const funnelQuery = queryRows<{
    signed_up: number | null;
    footprints: number | null;
    journey: number | null;
    confirmed: number | null;
  }>(
    db,
    sql`select sum(signed_up)::int as signed_up, sum(footprints)::int as footprints,
          sum(journey)::int as journey, sum(confirmed)::int as confirmed
        from ${rollup('analytics_funnel', 'signed_up, footprints, journey, confirmed', range)}`,
  );

  const channelTimesQuery = confirmTimes(db, range, 'channel', [...UPDATE_CHANNELS]);

  const [signUps, [active], journeys, requests, topIds, [funnel], [safeMode], channelTimes] =
    await Promise.all([
      signUpsQuery,
      activeQuery,
      journeysQuery,
      requestsQuery,
      topBrandIdsQuery,
      funnelQuery,
      safeModeQuery,
      channelTimesQuery,
    ]);
  const [brands, brandTimes] = await Promise.all([
    brandFigures(db, range, topIds),
    confirmTimes(db, range, 'brand', topIds),
  ]);
  const topBrands = brands
    .sort((a, b) => (b.sent ?? 0) - (a.sent ?? 0) || a.brand_name.localeCompare(b.brand_name))
    .slice(0, ANALYTICS_TOP_BRANDS);
  // grouping(channel, status, done_by) has a bit per column left out: 0 = all three, 3 = channel.
  const setOf = (grouping: number) => requests.filter((row) => Number(row.grouping) === grouping);
  const medianOf = (times: Map<string, TimeBucket[]>, key: string) =>
    histogramMedian(times.get(key) ?? []);

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
    updateRequests: setOf(0).map((row) => ({
      channel: row.channel,
      status: row.status!,
      completedBy: row.done_by || null,
      count: row.count,
    })),
    confirmationByChannel: setOf(3)
      .filter((row) => (row.sent ?? 0) > 0 || (row.checklists ?? 0) > 0)
      .map((row) => ({
        channel: row.channel,
        ...confirmation(row, medianOf(channelTimes, row.channel)),
      })),
    confirmationByBrand: topBrands.map((row) => ({
      brandId: row.brand_id,
      brandName: row.brand_name,
      ...confirmation(row, medianOf(brandTimes, row.brand_id)),
    })),
    funnel: {
      signedUp: funnel?.signed_up ?? 0,
      addedFootprints: funnel?.footprints ?? 0,
      startedJourney: funnel?.journey ?? 0,
      confirmedUpdate: funnel?.confirmed ?? 0,
    },
  };
}

/** How long computed figures are served again for the same range by default (the page shows
 * their time); config ANALYTICS_CACHE_SECONDS, 0 = every request computes them. */
export const ANALYTICS_CACHE_MS = 30_000;
const cached = new WeakMap<Db, Map<string, { at: number; figures: Promise<AdminAnalytics> }>>();

/**
 * adminAnalytics, computed at most once per range every `cacheMs` on this server: admins
 * refreshing the dashboard (or several at once, or the CSV after the page) share one computation.
 * A second line of defence since the rollups (ADR 0051). A failure is not kept.
 */
export function cachedAdminAnalytics(
  db: Db,
  range: DateRange,
  now = Date.now(),
  cacheMs = ANALYTICS_CACHE_MS,
) {
  if (cacheMs <= 0) return adminAnalytics(db, range);
  const byRange =
    cached.get(db) ?? new Map<string, { at: number; figures: Promise<AdminAnalytics> }>();
  cached.set(db, byRange);
  const key = `${range.from}/${range.to}`;
  const hit = byRange.get(key);
  if (hit && now - hit.at < cacheMs) return hit.figures;
  for (const [k, entry] of byRange) if (now - entry.at >= cacheMs) byRange.delete(k);
  const figures = adminAnalytics(db, range);
  byRange.set(key, { at: now, figures });
  figures.catch(() => byRange.delete(key));
  return figures;
}
