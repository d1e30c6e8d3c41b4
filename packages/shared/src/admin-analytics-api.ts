import { z } from 'zod';
import { JOURNEY_STATUSES, JOURNEY_TYPES } from './journey-types';
import { UPDATE_CHANNELS, UPDATE_STATUSES } from './update-status';

/** The longest range the admin analytics and security pages answer for (a year, leap or not). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
/** The preset ranges the pages offer, in days ending today. */
export const ANALYTICS_PRESET_DAYS = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_DAYS = 30;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const isoDateSchema = (name: string) =>
  z.string().regex(ISO_DATE, `${name} is a date written YYYY-MM-DD.`);

/** GET /api/admin/analytics and /api/admin/security: an optional range of UTC days. */
export const analyticsRangeQuerySchema = z.object({
  from: isoDateSchema('from').optional(),
  to: isoDateSchema('to').optional(),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export type DateRange = { from: string; to: string; days: number };

/** A real calendar date (2025-02-30 is not), as its UTC midnight in ms; null otherwise. */
export function parseIsoDate(value: string): number | null {
  if (!ISO_DATE.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return null;
  return ms;
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  isoDay((parseIsoDate(day) ?? Date.now()) + days * DAY_MS);

/**
 * The range asked for, both ends included, in UTC days: `to` defaults to today and `from` to the
 * 30 days ending at `to`. An error message when a date is not a real one, the range runs
 * backwards, ends after today or is longer than ANALYTICS_MAX_RANGE_DAYS. Pure.
 */
export function resolveDateRange(
  query: AnalyticsRangeQuery,
  today: string,
): { ok: true; range: DateRange } | { ok: false; message: string } {
  const to = query.to ?? today;
  const toMs = parseIsoDate(to);
  if (toMs === null) return { ok: false, message: `to (${to}) is not a date.` };
  if (to > today) return { ok: false, message: `to (${to}) is after today (${today}).` };
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  const fromMs = parseIsoDate(from);
  if (fromMs === null) return { ok: false, message: `from (${from}) is not a date.` };
  if (fromMs > toMs) return { ok: false, message: `from (${from}) is after to (${to}).` };
  const days = Math.round((toMs - fromMs) / DAY_MS) + 1;
  if (days > ANALYTICS_MAX_RANGE_DAYS) {
    return {
      ok: false,
      message: `The range is ${days} days; it can be ${ANALYTICS_MAX_RANGE_DAYS} days at most.`,
    };
  }
  return { ok: true, range: { from, to, days } };
}

/** The preset "last N days" ending today. */
export function presetRange(days: number, today: string): DateRange {
  return { from: addDays(today, -(days - 1)), to: today, days };
}

/** Every day of the range with its count (0 where `counts` has none), oldest first. Pure. */
export function fillDays(
  range: Pick<DateRange, 'from' | 'to'>,
  counts: readonly { date: string; count: number }[],
): { date: string; count: number }[] {
  const byDay = new Map(counts.map((c) => [c.date, c.count]));
  const out: { date: string; count: number }[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    out.push({ date: day, count: byDay.get(day) ?? 0 });
  }
  return out;
}

/** part / whole, or null when the whole is 0 (no rate to speak of). Pure. */
export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** confirmed / sent, or null when nothing was sent. */
export const confirmationRate = ratio;

const dateRangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });
const confirmationSchema = z.object({
  /** Requests created in the range that Updately handed to the company (email or API). A
   * checklist (the person updates it) is never counted as sent. */
  sent: z.number().int(),
  /** Of those, requests the company itself confirmed (never the person's "done"). */
  confirmed: z.number().int(),
  /** confirmed / sent: the company confirmation rate. */
  rate: z.number().nullable(),
  /** Median of completed_at - sent_at over the company-confirmed ones, in seconds. */
  medianSecondsToConfirm: z.number().nullable(),
  /** Requests the person marked done themselves (self-attested, any channel). */
  doneByPerson: z.number().int(),
  /** Checklists made ready for the person (the manual channel). */
  checklists: z.number().int(),
});

export const adminAnalyticsSchema = z.object({
  range: dateRangeSchema,
  generatedAt: z.string(),
  signUps: z.object({ total: z.number().int(), perDay: z.array(dayCountSchema) }),
  /** Distinct users with a session used in the 7 and 30 days ending with the range's last day. */
  activeUsers: z.object({ last7Days: z.number().int(), last30Days: z.number().int() }),
  journeys: z.array(
    z.object({
      type: z.enum(JOURNEY_TYPES),
      status: z.enum(JOURNEY_STATUSES),
      count: z.number().int(),
    }),
  ),
  updateRequests: z.array(
    z.object({
      channel: z.enum(UPDATE_CHANNELS),
      status: z.enum(UPDATE_STATUSES),
      /** For completed requests: the company confirmed it, or the person marked it done. */
      completedBy: z.enum(['company', 'person']).nullable(),
      count: z.number().int(),
    }),
  ),
  /** Journeys whose safe mode (issue 27) was turned on in the range: a number, nothing more. */
  safeModeJourneys: z.number().int(),
  confirmationByChannel: z.array(confirmationSchema.extend({ channel: z.enum(UPDATE_CHANNELS) })),
  /** The brands with the most requests sent in the range (at most ANALYTICS_TOP_BRANDS). */
  confirmationByBrand: z.array(
    confirmationSchema.extend({ brandId: z.string(), brandName: z.string() }),
  ),
  /** People who signed up in the range, and how many of them went on to each step (by now); the
   * last step is an update confirmed by a company. */
  funnel: z.object({
    signedUp: z.number().int(),
    addedFootprints: z.number().int(),
    startedJourney: z.number().int(),
    confirmedUpdate: z.number().int(),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export type ConfirmationFigures = z.infer<typeof confirmationSchema>;

export const ANALYTICS_TOP_BRANDS = 10;

export const ANALYTICS_CSV_HEADER = ['section', 'item', 'measure', 'value'] as const;

/** Every figure of the analytics as CSV rows (section, item, measure, value). Pure. */
export function analyticsCsvRows(a: AdminAnalytics): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [
    ['range', 'from', 'date', a.range.from],
    ['range', 'to', 'date', a.range.to],
    ['sign_ups', 'total', 'count', a.signUps.total],
    ...a.signUps.perDay.map((d) => ['sign_ups_per_day', d.date, 'count', d.count]),
    ['active_users', 'last_7_days', 'count', a.activeUsers.last7Days],
    ['active_users', 'last_30_days', 'count', a.activeUsers.last30Days],
    ...a.journeys.map((j) => ['journeys', `${j.type}/${j.status}`, 'count', j.count]),
    ['safe_mode_journeys', 'total', 'count', a.safeModeJourneys],
    ...a.updateRequests.map((u) => [
      'update_requests',
      `${u.channel}/${u.status}${u.completedBy ? `/by_${u.completedBy}` : ''}`,
      'count',
      u.count,
    ]),
  ];
  const confirmation = (section: string, item: string, c: ConfirmationFigures) => [
    [section, item, 'sent_to_company', c.sent],
    [section, item, 'confirmed_by_company', c.confirmed],
    [
      section,
      item,
      'company_confirmation_rate',
      c.rate === null ? null : Number(c.rate.toFixed(4)),
    ],
    [section, item, 'median_seconds_to_confirm', c.medianSecondsToConfirm],
    [section, item, 'done_by_person', c.doneByPerson],
    [section, item, 'checklists', c.checklists],
  ];
  for (const c of a.confirmationByChannel) rows.push(...confirmation('by_channel', c.channel, c));
  for (const c of a.confirmationByBrand) rows.push(...confirmation('by_brand', c.brandName, c));
  rows.push(
    ['funnel', 'signed_up', 'count', a.funnel.signedUp],
    ['funnel', 'added_footprints', 'count', a.funnel.addedFootprints],
    ['funnel', 'started_journey', 'count', a.funnel.startedJourney],
    ['funnel', 'confirmed_update', 'count', a.funnel.confirmedUpdate],
  );
  return rows;
}
