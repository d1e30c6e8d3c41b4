import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Admin analytics rollups (ADR 0051). Each `analytics_*` table holds a figure per UTC day (and
 * the dimensions it is grouped by); its `_delta` twin is append-only: triggers on the base tables
 * add signed rows there (never an update, so concurrent writers never wait on a counter row) and
 * `analytics_fold()` moves them into the rollup. Readers add rollup and pending deltas.
 * Triggers and functions: the hand-written part of migrations/0026_analytics_rollups.sql.
 */
const day = () => date('day', { mode: 'string' }).notNull();
const n = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Sign-ups by day, and how many of those people have two-factor on (the security page's totals). */
const signUpsColumns = () => ({ day: day(), users: n('users'), two_factor: n('two_factor') });
export const analyticsSignUps = pgTable('analytics_sign_ups', signUpsColumns(), (t) => [
  primaryKey({ name: 'analytics_sign_ups_pkey', columns: [t.day] }),
]);
export const analyticsSignUpsDelta = pgTable('analytics_sign_ups_delta', signUpsColumns());

const journeysColumns = () => ({
  day: day(),
  type: text('type').notNull(),
  status: text('status').notNull(),
  journeys: n('journeys'),
});
export const analyticsJourneys = pgTable('analytics_journeys', journeysColumns(), (t) => [
  primaryKey({ name: 'analytics_journeys_pkey', columns: [t.day, t.type, t.status] }),
]);
export const analyticsJourneysDelta = pgTable('analytics_journeys_delta', journeysColumns());

/** Requests by the day they were created; done_by is '' unless completed; sent = sent_at set. */
const requestsColumns = () => ({
  day: day(),
  channel: text('channel').notNull(),
  status: text('status').notNull(),
  done_by: text('done_by').notNull(),
  sent: boolean('sent').notNull(),
  requests: n('requests'),
});
export const analyticsRequests = pgTable('analytics_requests', requestsColumns(), (t) => [
  primaryKey({
    name: 'analytics_requests_pkey',
    columns: [t.day, t.channel, t.status, t.done_by, t.sent],
  }),
]);
export const analyticsRequestsDelta = pgTable('analytics_requests_delta', requestsColumns());
/** The same by calendar month (`day` = its first day): a year is 12 months of rows, not 366 days. */
export const analyticsRequestsMonthly = pgTable(
  'analytics_requests_monthly',
  requestsColumns(),
  (t) => [
    primaryKey({
      name: 'analytics_requests_monthly_pkey',
      columns: [t.day, t.channel, t.status, t.done_by, t.sent],
    }),
  ],
);

/** A brand's confirmation figures (as the page defines them) by request creation day. */
const brandsColumns = () => ({
  brand_id: uuid('brand_id').notNull(),
  day: day(),
  sent: n('sent'),
  confirmed: n('confirmed'),
  done_by_person: n('done_by_person'),
  checklists: n('checklists'),
});
export const analyticsBrands = pgTable('analytics_brands', brandsColumns(), (t) => [
  primaryKey({ name: 'analytics_brands_pkey', columns: [t.day, t.brand_id] }),
  // The figures of the few top brands of a range (ADR 0056).
  index('analytics_brands_brand_day_idx').on(t.brand_id, t.day),
]);
export const analyticsBrandsDelta = pgTable('analytics_brands_delta', brandsColumns());
/** The same by calendar month (`day` = its first day): a year is 12 rows per brand, not 366. */
export const analyticsBrandsMonthly = pgTable('analytics_brands_monthly', brandsColumns(), (t) => [
  primaryKey({ name: 'analytics_brands_monthly_pkey', columns: [t.day, t.brand_id] }),
  index('analytics_brands_monthly_brand_day_idx').on(t.brand_id, t.day),
]);

/**
 * The ranking of brands by requests sent over any range, in two rows (ADR 0056): each brand has a
 * slot, and `sent[slot]` of the row of day D is the brand's requests sent created up to and
 * including D. A range's figure is the row at its last day minus the row before its first day
 * (the latest row on or before each: days without a change have no row). Kept by the fold.
 */
export const analyticsBrandSlots = pgTable('analytics_brand_slots', {
  brand_id: uuid('brand_id').primaryKey(),
  slot: integer('slot').notNull().unique('analytics_brand_slots_slot_key'),
});
export const analyticsBrandsSentToDate = pgTable('analytics_brands_sent_to_date', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sent: bigint('sent', { mode: 'number' }).array().notNull(),
});

/**
 * Seconds from sent to the company's confirmation, as a histogram: bucket b holds the values in
 * [2^(b/6), 2^((b+1)/6)) (about 12% wide) with their count and sum. `key` is a channel or a brand id.
 */
const confirmTimesColumns = () => ({
  day: day(),
  dimension: text('dimension').notNull(),
  key: text('key').notNull(),
  bucket: smallint('bucket').notNull(),
  confirmations: n('confirmations'),
  seconds: doublePrecision('seconds').notNull().default(0),
});
export const analyticsConfirmTimes = pgTable(
  'analytics_confirm_times',
  confirmTimesColumns(),
  (t) => [
    primaryKey({
      name: 'analytics_confirm_times_pkey',
      columns: [t.dimension, t.key, t.day, t.bucket],
    }),
  ],
);
export const analyticsConfirmTimesDelta = pgTable(
  'analytics_confirm_times_delta',
  confirmTimesColumns(),
);

/** The funnel by sign-up day: each step counts people who reached it and every step before. */
const funnelColumns = () => ({
  day: day(),
  signed_up: n('signed_up'),
  footprints: n('footprints'),
  journey: n('journey'),
  confirmed: n('confirmed'),
});
export const analyticsFunnel = pgTable('analytics_funnel', funnelColumns(), (t) => [
  primaryKey({ name: 'analytics_funnel_pkey', columns: [t.day] }),
]);
export const analyticsFunnelDelta = pgTable('analytics_funnel_delta', funnelColumns());

/** Failed sign-ins (key = method) and rate-limit hits (key = scope) by day. */
const securityColumns = () => ({
  day: day(),
  action: text('action').notNull(),
  key: text('key').notNull(),
  known: boolean('known').notNull(),
  entries: n('entries'),
});
export const analyticsSecurity = pgTable('analytics_security', securityColumns(), (t) => [
  primaryKey({ name: 'analytics_security_pkey', columns: [t.day, t.action, t.key, t.known] }),
]);
export const analyticsSecurityDelta = pgTable('analytics_security_delta', securityColumns());

/**
 * Active users (ADR 0056). For each person, the distinct UTC days their sessions were last used
 * (sessions.updated_at); each such day counts once here with its gap in days since the person's
 * previous such day (31 = none within 30 days). A person was active in a window of up to 30 days
 * ending before E if one of their days d in it has gap > d - window start: the first in the window.
 */
const activeColumns = () => ({
  day: day(),
  gap: smallint('gap').notNull(),
  users: n('users'),
});
export const analyticsActive = pgTable('analytics_active', activeColumns(), (t) => [
  primaryKey({ name: 'analytics_active_pkey', columns: [t.day, t.gap] }),
]);
export const analyticsActiveDelta = pgTable('analytics_active_delta', activeColumns());

/**
 * Live sessions for the security page (ADR 0061): sessions by the UTC hour they expire (hours
 * since 1970), and people by the hour their last session expires. Sessions live now are those
 * of the hours after this one plus this hour's still ahead (read from the sessions index).
 */
const sessionExpiryColumns = () => ({
  hour: bigint('hour', { mode: 'number' }).notNull(),
  sessions: n('sessions'),
  users: n('users'),
});
export const sessionExpiryHours = pgTable('session_expiry_hours', sessionExpiryColumns(), (t) => [
  primaryKey({ name: 'session_expiry_hours_pkey', columns: [t.hour] }),
]);
export const sessionExpiryHoursDelta = pgTable(
  'session_expiry_hours_delta',
  sessionExpiryColumns(),
);

export const ANALYTICS_BUCKETS_PER_DOUBLING = 6;
