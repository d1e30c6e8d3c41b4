import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratio, type AdminAnalytics, type DateRange } from '@updately/shared/admin-analytics-api';
import type { UpdateStatus } from '@updately/shared/update-status';
import type { Db } from '../../db/client';
import {
  auditLogs,
  digitalFootprints,
  journeys,
  sessions,
  updateRequestEvents,
  updateRequests,
  users,
} from '../../db/schema';
import { SIGN_IN_FAILED_ACTION } from '../../auth/failed-sign-in';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import { RATE_LIMITED_ACTION } from '../../platform/rate-limit/rate-limit';
import { createBrand } from '../../seed/factories/brand-factories';
import { createFootprints, createJourney } from '../../seed/factories/journey-factories';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { createUser } from '../../seed/factories/user-factories';
import {
  oracleAdminAnalytics,
  oracleAuditCounts,
  oracleSecurityTotals,
} from '../../test/analytics-oracle';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminAnalytics, cachedAdminAnalytics } from './admin-analytics.service';
import { adminSecurity, tally } from './admin-security.service';
import { foldAnalyticsRollups, rebuildAnalyticsRollups } from './analytics-rollups';

// Property (ADR 0051): after any sequence of writes, the figures read from rollups + pending
// deltas equal the figures counted from the base tables (the old queries, kept as the oracle),
// before a fold, after it, and after a rebuild. A seeded generator makes the writes.
const RANGE: DateRange = { from: '2024-01-01', to: '2024-12-31', days: 366 };
// Whole months and the days around them (brands are read by month where they can be).
const PARTIAL: DateRange = { from: '2024-02-10', to: '2024-11-20', days: 285 };
// Active users are counted back from a range's end: people are active around these.
const DECEMBER: DateRange = { from: '2024-12-01', to: '2024-12-15', days: 15 };
const STATUSES: UpdateStatus[] = ['completed', 'sent', 'needs_you', 'acknowledged', 'rejected'];

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Medians are read from a histogram whose buckets are about 12% wide: compared within that.
type Confirmation = AdminAnalytics['confirmationByChannel'][number];
const medians = (rows: readonly Pick<Confirmation, 'medianSecondsToConfirm'>[]) =>
  rows.map((row) => row.medianSecondsToConfirm);
const withoutMedians = (figures: AdminAnalytics) => ({
  ...figures,
  generatedAt: '',
  confirmationByChannel: figures.confirmationByChannel.map((row) => ({
    ...row,
    medianSecondsToConfirm: row.medianSecondsToConfirm === null,
  })),
  confirmationByBrand: figures.confirmationByBrand.map((row) => ({
    ...row,
    medianSecondsToConfirm: row.medianSecondsToConfirm === null,
  })),
});

function expectCloseMedians(actual: (number | null)[], expected: (number | null)[]) {
  expect(actual.length).toBe(expected.length);
  for (const [i, value] of expected.entries()) {
    if (value === null) expect(actual[i]).toBeNull();
    else expect(Math.abs(actual[i]! - value)).toBeLessThanOrEqual(Math.abs(value) * 0.13 + 1);
  }
}

async function expectSameFigures(db: Db) {
  for (const range of [RANGE, PARTIAL, DECEMBER]) await expectSameAnalytics(db, range);
  await expectSameSecurity(db);
}

async function expectSameAnalytics(db: Db, range: DateRange) {
  const figures = await adminAnalytics(db, range);
  const oracle = await oracleAdminAnalytics(db, range);
  expect(withoutMedians(figures)).toEqual(withoutMedians(oracle));
  expectCloseMedians(medians(figures.confirmationByChannel), medians(oracle.confirmationByChannel));
  expectCloseMedians(medians(figures.confirmationByBrand), medians(oracle.confirmationByBrand));
}

async function expectSameSecurity(db: Db) {
  const security = await adminSecurity(db, RANGE);
  const failed = await oracleAuditCounts(db, RANGE, SIGN_IN_FAILED_ACTION, "metadata->>'method'");
  const limited = await oracleAuditCounts(db, RANGE, RATE_LIMITED_ACTION, "metadata->>'scope'");
  const failedTally = tally(RANGE, failed);
  expect(security.failedSignIns).toEqual({
    total: failedTally.total,
    knownAccounts: failed.reduce((sum, row) => sum + row.known, 0),
    perDay: failedTally.perDay,
    byMethod: failedTally.byKey,
  });
  const limitedTally = tally(RANGE, limited);
  expect(security.rateLimitHits).toEqual({
    total: limitedTally.total,
    perDay: limitedTally.perDay,
    byScope: limitedTally.byKey,
  });
  const totals = await oracleSecurityTotals(db);
  expect(security.mfa).toEqual({
    users: totals.users,
    withMfa: totals.mfa,
    rate: ratio(totals.mfa, totals.users),
  });
  expect(security.bannedUsers.total).toBe(totals.banned);
  expect(security.sessions).toEqual({ active: totals.liveSessions, users: totals.liveUsers });
}

describe('analytics rollups (triggers, fold, rebuild) against the base tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Many writes and twelve oracle counts: longer than the default 20 s on a loaded machine.
  it('keeps every figure equal to a count from scratch through mixed writes', async () => {
    const db = t.database.db;
    const next = random(28);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const day = () => new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 360) * 86_400_000);
    const cipher = createValueCipher(t.config.valueKeys);
    const brands = [
      await createBrand(db, { name: 'Rollup Energy' }),
      await createBrand(db, { name: 'Rollup Bank' }),
      await createBrand(db, { name: 'Rollup Checklist', contact_email: null }),
    ];
    const people: string[] = [];
    for (let i = 0; i < 8; i++) {
      const person = await createUser(db);
      people.push(person.id);
      await db.update(users).set({ createdAt: day() }).where(eq(users.id, person.id));
      if (next() < 0.2) continue;
      const footprints = await createFootprints(db, person.id, 3, {
        brandIds: brands.map((b) => b.id),
      });
      if (next() < 0.2) continue;
      const journey = await createJourney(db, person.id, { created_at: day() });
      await createUpdateRequests(db, cipher, {
        userId: person.id,
        journeyId: journey.id,
        footprintIds: footprints.map((f) => f.id),
        statuses: [pick(STATUSES), pick(STATUSES), pick(STATUSES)],
        startedAt: day(),
      });
    }
    const audit = (action: string, userId: string | null, metadata: Record<string, unknown>) =>
      db.insert(auditLogs).values({
        user_id: userId,
        action,
        resource_type: 'USER',
        metadata,
        created_at: day(),
      });
    // Sessions last used on a few days around December (some people on several devices, some
    // on the same day twice), and two-factor switched on for some people.
    const december = () =>
      new Date(Date.UTC(2024, 10, 1) + Math.floor(next() * 61) * 86_400_000 + 3_600_000);
    let token = 0;
    const signIn = (userId: string, at: Date) =>
      db.insert(sessions).values({
        token: `rollup-session-${token++}`,
        userId,
        expiresAt: new Date(at.getTime() + 30 * 86_400_000),
        createdAt: at,
        updatedAt: at,
      });
    for (const person of people) {
      const first = december();
      await signIn(person, first);
      if (next() < 0.5) await signIn(person, first);
      for (let k = Math.floor(next() * 3); k > 0; k--) await signIn(person, december());
    }
    await db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(inArray(users.id, people.slice(2, 6)));
    for (let i = 0; i < 12; i++) {
      await audit(SIGN_IN_FAILED_ACTION, next() < 0.5 ? pick(people) : null, {
        method: pick(['password', 'totp']),
      });
      await audit(RATE_LIMITED_ACTION, pick(people), next() < 0.8 ? { scope: 'account' } : {});
    }
    await expectSameFigures(db);

    // Requests complete (multi-row, some hours or days after they were sent); the company
    // confirms some of them.
    const sent = await db
      .select()
      .from(updateRequests)
      .where(inArray(updateRequests.status, ['sent', 'needs_you', 'acknowledged']));
    for (const [k, batch] of [sent.slice(0, 3), sent.slice(3)].entries()) {
      await db
        .update(updateRequests)
        .set({
          status: 'completed',
          completed_at: sql`sent_at + ${`${(k + 1) * 7 + next()} hours`}::interval`,
        })
        .where(
          inArray(
            updateRequests.id,
            batch.map((r) => r.id),
          ),
        );
    }
    for (const request of sent.filter(() => next() < 0.5)) {
      await db.insert(updateRequestEvents).values({
        request_id: request.id,
        user_id: request.user_id,
        seq: 50,
        type: 'confirmed',
        actor: 'company',
        to_status: 'completed',
      });
    }
    // Requests on the days where a range's whole months begin and end (PARTIAL reads March to
    // October by month, the days around them by day; RANGE reads the year by month).
    const edges = ['2024-02-10', '2024-02-29', '2024-03-01', '2024-10-31', '2024-11-01'];
    edges.push('2024-11-20', '2024-11-21', '2024-12-31');
    const onEdges = await db.select({ id: updateRequests.id }).from(updateRequests);
    // One request of its own on each edge day: a request moved twice would leave a day empty.
    expect(onEdges.length).toBeGreaterThanOrEqual(edges.length);
    for (const [k, edge] of edges.entries()) {
      const request = onEdges[k]!;
      await db
        .update(updateRequests)
        .set({ created_at: new Date(`${edge}T${k % 2 ? '23:59' : '00:00'}:00Z`) })
        .where(eq(updateRequests.id, request.id));
    }
    await expectSameFigures(db);
    await foldAnalyticsRollups(db);
    await expectSameFigures(db);

    // Statuses and dates change; footprints, journeys and people go (with their cascades).
    await db.update(journeys).set({ status: 'completed' }).where(eq(journeys.type, 'moving_house'));
    const [someRequest] = await db.select().from(updateRequests).limit(1);
    if (someRequest) {
      await db
        .update(updateRequests)
        .set({ created_at: day(), brand_id: null })
        .where(eq(updateRequests.id, someRequest.id));
    }
    const [someFootprint] = await db.select().from(digitalFootprints).limit(1);
    if (someFootprint) {
      await db.delete(digitalFootprints).where(eq(digitalFootprints.id, someFootprint.id));
    }
    const [someJourney] = await db.select().from(journeys).limit(1);
    if (someJourney) await db.delete(journeys).where(eq(journeys.id, someJourney.id));
    // Sessions renewed (several of one person's in one statement), signed out, switched users.
    await db
      .update(sessions)
      .set({ updatedAt: sql`updated_at + interval '9 days'` })
      .where(eq(sessions.userId, people[4]!));
    const someSessions = await db.select().from(sessions).limit(4);
    await db
      .update(sessions)
      .set({ updatedAt: december() })
      .where(eq(sessions.id, someSessions[0]!.id));
    await db.delete(sessions).where(eq(sessions.id, someSessions[1]!.id));
    await db
      .update(sessions)
      .set({ userId: people[7]! })
      .where(eq(sessions.id, someSessions[2]!.id));
    await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, people[3]!));
    await db
      .update(users)
      .set({ twoFactorEnabled: true, createdAt: day() })
      .where(eq(users.id, people[6]!));
    await db.delete(users).where(inArray(users.id, people.slice(0, 2)));
    await db.update(users).set({ createdAt: day() }).where(eq(users.id, people[3]!));
    await expectSameFigures(db);

    await foldAnalyticsRollups(db);
    await expectSameFigures(db);
    await rebuildAnalyticsRollups(db);
    await expectSameFigures(db);
  }, 90_000);

  it('counts an active person once, on their first day of last use inside the window', async () => {
    const db = t.database.db;
    // The 30-day window before 2022-07-01 starts on 2022-06-01; the 7-day one on 2022-06-24.
    const range: DateRange = { from: '2022-06-01', to: '2022-06-30', days: 30 };
    const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
    const lastUsed = async (days: string[]) => {
      const person = await createUser(db);
      for (const [k, iso] of days.entries()) {
        await db.insert(sessions).values({
          token: `active-${person.id}-${k}`,
          userId: person.id,
          expiresAt: at(iso),
          updatedAt: at(iso),
        });
      }
      return person.id;
    };
    await lastUsed(['2022-06-01', '2022-06-20', '2022-06-25']); // both windows, once each
    await lastUsed(['2022-05-31', '2022-06-02']); // the day before counts for nothing
    await lastUsed(['2022-05-31']); // before the window
    await lastUsed(['2022-06-30', '2022-06-30']); // the last day, twice
    const moved = await lastUsed(['2022-07-01']); // the day after
    const expected = { last7Days: 2, last30Days: 3 };
    expect((await adminAnalytics(db, range)).activeUsers).toEqual(expected);
    expect((await oracleAdminAnalytics(db, range)).activeUsers).toEqual(expected);
    await foldAnalyticsRollups(db);
    await db
      .update(sessions)
      .set({ updatedAt: at('2022-06-10') })
      .where(eq(sessions.userId, moved));
    expect((await adminAnalytics(db, range)).activeUsers).toEqual({ last7Days: 2, last30Days: 4 });
  });

  it('counts live sessions and people from the hours their sessions expire (ADR 0061)', async () => {
    const db = t.database.db;
    const HOUR = 3_600_000;
    const now = Date.now();
    // Later this hour (read from the sessions index), later hours, days ahead, and gone.
    const thisHour = new Date(now + (Math.ceil(now / HOUR) * HOUR - now) / 2 + 1000);
    const inTwoHours = new Date(now + 2 * HOUR);
    const inThreeDays = new Date(now + 72 * HOUR);
    const anHourAgo = new Date(now - HOUR);
    let token = 0;
    const session = (userId: string, expiresAt: Date) =>
      db
        .insert(sessions)
        .values({ token: `live-${token++}`, userId, expiresAt })
        .returning({ id: sessions.id })
        .then(([row]) => row!.id);
    const [a, b, c, d, e, f] = await Promise.all(
      Array.from({ length: 6 }, () => createUser(db).then((u) => u.id)),
    );
    await session(a!, thisHour);
    await session(a!, inThreeDays);
    const bThisHour = await session(b!, thisHour);
    await session(c!, anHourAgo);
    const dFirst = await session(d!, inTwoHours);
    await session(d!, inTwoHours);
    await session(e!, thisHour);
    await session(e!, anHourAgo);
    await session(f!, inThreeDays);
    const expectLive = async () => {
      const totals = await oracleSecurityTotals(db);
      const live = (await adminSecurity(db, RANGE)).sessions;
      expect(live).toEqual({ active: totals.liveSessions, users: totals.liveUsers });
      return live;
    };
    // a, b, d, e, f: seven sessions, five people (a once, though with two).
    expect(await expectLive()).toEqual({ active: 7, users: 5 });
    await foldAnalyticsRollups(db);
    await expectLive();
    await rebuildAnalyticsRollups(db);
    await expectLive();

    // A session slides into days ahead, one is signed out, all of a person's end in one
    // statement, one changes hands, a person is deleted with their sessions.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now + 20 * 24 * HOUR) })
      .where(eq(sessions.id, bThisHour));
    await db.delete(sessions).where(eq(sessions.id, dFirst));
    await db.delete(sessions).where(eq(sessions.userId, a!));
    await db.update(sessions).set({ userId: c! }).where(eq(sessions.userId, e!));
    await db.delete(users).where(eq(users.id, f!));
    // b (slid), d (one left), c (e's two, one live): three sessions, three people.
    expect(await expectLive()).toEqual({ active: 3, users: 3 });
    await foldAnalyticsRollups(db);
    await expectLive();
    await rebuildAnalyticsRollups(db);
    await expectLive();
  });

  it('computes afresh on every call when the result cache is off (ANALYTICS_CACHE_SECONDS=0)', async () => {
    const db = t.database.db;
    const range: DateRange = { from: '2023-06-01', to: '2023-06-30', days: 30 };
    expect((await cachedAdminAnalytics(db, range, 5_000, 0)).signUps.total).toBe(0);
    const late = await createUser(db);
    await db
      .update(users)
      .set({ createdAt: new Date('2023-06-15T12:00:00Z') })
      .where(eq(users.id, late.id));
    expect((await cachedAdminAnalytics(db, range, 5_001, 0)).signUps.total).toBe(1);
  });
});
