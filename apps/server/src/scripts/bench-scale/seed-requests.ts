import {
  needsPersonStep,
  type UpdateChannel,
  type UpdateStatus,
} from '@updately/shared/update-status';
import { copyRows } from './copy-rows';
import { mix } from './ids';
import {
  brandChannel,
  brandHolder,
  brandIndex,
  expectedRequests,
  footprintId,
  journeyId,
  organizationId,
  requestCount,
  requestId,
  requestJourney,
  requestStatus,
  userId,
} from './model';
import { sydneyDay } from '../../platform/update-engine/follow-up-schedule';
import { journeyCreatedAt } from './seed-journeys';
import { DAY, iso, type LoadResult, type Row, type SeedContext } from './seed-context';

const OPEN = new Set<UpdateStatus>([
  'pending_consent',
  'queued',
  'sent',
  'acknowledged',
  'needs_you',
]);
const UNSENT = new Set<UpdateStatus>(['pending_consent', 'queued', 'cancelled']);
const HOUR = 3_600_000;

/**
 * Request k of person n and its timeline: final ones follow their journey; open ones are from the
 * past 40 days, so some of those sent are past their expected date (overdue).
 */
export function requestTimeline(ctx: SeedContext, n: number, k: number) {
  const status = requestStatus(n, k);
  const journeyAt = journeyCreatedAt(ctx, n, requestJourney(k));
  const createdAt = OPEN.has(status)
    ? Math.max(journeyAt, ctx.now - (1 + (mix(n, k, 12) % 40)) * DAY)
    : journeyAt + (k % 24) * HOUR;
  const sent = !UNSENT.has(status);
  const sentAt = sent ? createdAt + HOUR : null;
  const answeredAt = sentAt === null ? null : sentAt + (1 + (mix(n, k, 13) % 300)) * HOUR;
  const updatedAt = status === 'sent' || !sent ? (sentAt ?? createdAt) : answeredAt!;
  return { status, createdAt, sentAt, answeredAt, updatedAt: Math.min(updatedAt, ctx.now) };
}

/**
 * A request still waiting that the follow-up sweep would have moved to the person: past its
 * expected-by day (`markOverdue`, reason `overdue`), or a checklist never answered 21 days after
 * sending (the `no_answer` step, as a checklist has no expected-by sweep). The seed does it too,
 * else the app's first sweeps work through that backlog while the pages are measured.
 */
function overdue(ctx: SeedContext, t: ReturnType<typeof requestTimeline>, channel: UpdateChannel) {
  if ((t.status !== 'sent' && t.status !== 'acknowledged') || t.sentAt === null) return null;
  if (channel === 'manual') {
    const at = t.sentAt + FOLLOW_UP_DAYS[2]! * DAY;
    return at <= ctx.now ? { at, from: t.status, reason: 'no_answer' as const } : null;
  }
  const expectedBy = expectedByOf(t.sentAt);
  if (expectedBy >= sydneyDay(new Date(ctx.now))) return null;
  const at = Math.min(Date.parse(expectedBy) + DAY, ctx.now);
  return { at, from: t.status, reason: 'overdue' as const };
}

const expectedByOf = (sentAt: number) => iso(sentAt + 14 * DAY).slice(0, 10);

/** The default follow-up schedule in days after sending: reminders, the person asked, expiry. */
const FOLLOW_UP_DAYS = [7, 14, 21, 45];

/**
 * Where the follow-up sweep (`runFollowUps`) would have left a waiting request by now: one step
 * per schedule day passed (the default UPDATE_REMINDER_DAYS 7,14, then 21 and expiry at 45),
 * with a reminder sent on each of the first two while the request was still `sent` and its
 * channel takes one (API, email). Without this every request sent over a week ago is due, and
 * the app's first sweeps work through 548,493 of them at scale 1 while the pages are measured.
 */
export function followUpState(
  now: number,
  t: Pick<ReturnType<typeof requestTimeline>, 'status' | 'sentAt'>,
  late: { at: number } | null,
  channel: UpdateChannel,
) {
  if ((t.status !== 'sent' && t.status !== 'acknowledged') || t.sentAt === null) return null;
  const dayOf = (step: number) => t.sentAt! + FOLLOW_UP_DAYS[step]! * DAY;
  const step = [0, 1, 2].filter((s) => dayOf(s) <= now).length;
  const reminders = [0, 1]
    .map(dayOf)
    .filter(
      (at) =>
        at <= now && t.status === 'sent' && !needsPersonStep(channel) && (!late || at < late.at),
    );
  return { step, at: dayOf(step), reminders };
}

const COMPANY_STEP: Partial<Record<UpdateStatus, 'company' | 'system'>> = {
  acknowledged: 'company',
  completed: 'company',
  rejected: 'company',
  needs_you: 'company',
  expired: 'system',
};

/** Update requests, their event histories (approved, sent, the answer) and their items. */
export async function seedRequests(ctx: SeedContext): Promise<LoadResult[]> {
  const { people } = ctx.shape;
  const brandCount = ctx.brands.length;
  function* requests(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      for (let k = 0; k < requestCount(n); k++) {
        const t = requestTimeline(ctx, n, k);
        const b = brandIndex(n, k, brandCount);
        const brand = ctx.brands[b]!;
        const channel = brandChannel(b, ctx.claims.claimed);
        const expectedBy = t.sentAt === null ? null : expectedByOf(t.sentAt);
        const late = overdue(ctx, t, channel);
        const status = late ? 'needs_you' : t.status;
        const followUp = followUpState(ctx.now, t, late, channel);
        yield [
          requestId(n, k),
          userId(n),
          journeyId(n, requestJourney(k)),
          footprintId(n, k),
          brand.id,
          brand.name,
          channel,
          status,
          `UPD-S${n.toString(16).padStart(6, '0')}-${k.toString(16).padStart(3, '0')}`,
          channel === 'email' ? 'updates@brand.example' : null,
          iso(t.createdAt + 30 * DAY).slice(0, 10),
          expectedBy,
          followUp ? iso(followUp.at) : null,
          followUp?.step ?? 0,
          late
            ? late.reason
            : t.status === 'needs_you'
              ? 'company_needs_info'
              : t.status === 'rejected'
                ? 'no_account'
                : null,
          t.status === 'acknowledged' || t.status === 'completed'
            ? iso(Math.min(t.answeredAt!, ctx.now))
            : null,
          t.sentAt === null ? null : iso(t.sentAt),
          t.status === 'completed' ? iso(Math.min(t.answeredAt!, ctx.now)) : null,
          iso(t.createdAt),
          iso(t.updatedAt),
          // What the claim triggers would have set (they are off while loading).
          channel === 'api' ? organizationId(brandHolder(b, ctx.claims)!) : null,
        ];
      }
    }
  }
  function* events(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      for (let k = 0; k < requestCount(n); k++) {
        const t = requestTimeline(ctx, n, k);
        const id = requestId(n, k);
        const user = userId(n);
        const history: [string, string, UpdateStatus | null, UpdateStatus, number][] = [
          ['created', 'person', null, 'pending_consent', t.createdAt],
        ];
        if (t.status !== 'pending_consent') {
          history.push(['approved', 'person', 'pending_consent', 'queued', t.createdAt + 60_000]);
        }
        if (t.status === 'cancelled') {
          history.push(['cancelled', 'person', 'queued', 'cancelled', t.createdAt + HOUR]);
        }
        if (t.sentAt !== null) history.push(['sent', 'system', 'queued', 'sent', t.sentAt]);
        const actor = COMPANY_STEP[t.status];
        if (actor)
          history.push([t.status, actor, 'sent', t.status, Math.min(t.answeredAt!, ctx.now)]);
        const channel = brandChannel(brandIndex(n, k, ctx.brands.length), ctx.claims.claimed);
        const late = overdue(ctx, t, channel);
        for (const at of followUpState(ctx.now, t, late, channel)?.reminders ?? []) {
          history.push(['reminder_sent', 'system', 'sent', 'sent', at]);
        }
        if (late) history.push(['no_answer', 'system', late.from, 'needs_you', late.at]);
        history.sort((a, b) => a[4] - b[4]);
        for (let seq = 0; seq < history.length; seq++) {
          const [type, who, from, to, at] = history[seq]!;
          yield [
            id,
            user,
            seq + 1,
            type,
            who,
            from,
            to,
            who === 'company' ? '{"via": "api"}' : null,
            iso(at),
          ];
        }
      }
    }
  }
  function* items(): Generator<Row> {
    for (let n = 0; n < people; n++) {
      for (let k = 0; k < requestCount(n); k++) {
        const t = requestTimeline(ctx, n, k);
        const outcome =
          t.status === 'completed' ? 'applied' : t.status === 'rejected' ? 'rejected' : 'pending';
        const decided = outcome === 'pending' ? null : iso(Math.min(t.answeredAt!, ctx.now));
        for (const field of k % 3 === 0 ? ['address', 'email'] : ['address']) {
          yield [
            requestId(n, k),
            userId(n),
            field,
            ctx.sealed.keyId,
            ctx.sealed.ciphertext,
            outcome,
            decided,
          ];
        }
      }
    }
  }
  const expected = expectedRequests(ctx.shape);
  const loaded: LoadResult[] = [
    {
      table: 'update_requests',
      ...(await copyRows(
        ctx.client,
        'update_requests',
        [
          'id',
          'user_id',
          'journey_id',
          'footprint_id',
          'brand_id',
          'company_name',
          'channel',
          'status',
          'reference',
          'destination',
          'effective_date',
          'expected_by',
          'follow_up_at',
          'follow_up_step',
          'status_reason',
          'acknowledged_at',
          'sent_at',
          'completed_at',
          'created_at',
          'updated_at',
          'organization_id',
        ],
        expected,
        requests(),
      )),
    },
  ];
  loaded.push({
    table: 'update_request_events',
    ...(await copyRows(
      ctx.client,
      'update_request_events',
      [
        'request_id',
        'user_id',
        'seq',
        'type',
        'actor',
        'from_status',
        'to_status',
        'evidence',
        'created_at',
      ],
      Math.round(expected * 3.6),
      events(),
    )),
  });
  loaded.push({
    table: 'update_request_items',
    ...(await copyRows(
      ctx.client,
      'update_request_items',
      [
        'request_id',
        'user_id',
        'field',
        'value_key_id',
        'value_ciphertext',
        'outcome',
        'decided_at',
      ],
      Math.round(expected * 1.34),
      items(),
    )),
  });
  return loaded;
}
