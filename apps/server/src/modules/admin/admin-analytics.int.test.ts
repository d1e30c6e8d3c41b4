import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '@updately/shared/admin-analytics-api';
import { journeys, sessions, updateRequestEvents, updateRequests, users } from '../../db/schema';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import { createBrand } from '../../seed/factories/brand-factories';
import { createFootprints, createJourney } from '../../seed/factories/journey-factories';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { createUser } from '../../seed/factories/user-factories';
import { signUpAdmin, signUpWithTotp, type ApiError } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANALYTICS_CACHE_MS, cachedAdminAnalytics } from './admin-analytics.service';

// A known data set in March 2024, far from the accounts the test signs up today:
// 3 sign-ups in the range (2 on the 2nd, 1 on the 5th) and one before it; person A has three
// footprints, a journey and three update requests by email (one confirmed by the company 24 h 20
// min after it was sent, one still sent, one the person marked done themselves); person B has a
// custom footprint, a completed journey and two checklists (one marked done, one to do); C did
// nothing. Issue 23: only the company's confirmation counts as confirmed, and only emailed
// requests count as sent.
const RANGE = 'from=2024-03-01&to=2024-03-10';
const at = (iso: string) => new Date(iso);
const CONFIRM_SECONDS = 24 * 3600 + 20 * 60;

describe('admin analytics (GET /api/admin/analytics and analytics.csv)', () => {
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;
  let brandIds: string[];
  const get = (path: string, cookie?: string) => t.request(path, { cookie });

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = (await signUpAdmin(t)).cookie;
    userCookie = (await signUpWithTotp(t)).cookie;
    const db = t.database.db;
    const [a, b, c, before] = [
      await createUser(db),
      await createUser(db),
      await createUser(db),
      await createUser(db),
    ];
    const signedUp: [string, string][] = [
      [a.id, '2024-03-02T09:00:00Z'],
      [b.id, '2024-03-02T23:59:00Z'],
      [c.id, '2024-03-05T00:00:00Z'],
      [before.id, '2024-02-20T12:00:00Z'],
    ];
    for (const [id, when] of signedUp) {
      await db
        .update(users)
        .set({ createdAt: at(when) })
        .where(eq(users.id, id));
    }
    const brands = [
      await createBrand(db, { name: 'Alpha Energy' }),
      await createBrand(db),
      await createBrand(db, { name: 'Charlie Bank' }),
    ];
    brandIds = brands.map((brand) => brand.id);
    const footprints = await createFootprints(db, a.id, 3, { brandIds });
    const journey = await createJourney(db, a.id, { created_at: at('2024-03-03T10:00:00Z') });
    const cipher = createValueCipher(t.config.valueKeys);
    const [, , waiting] = await createUpdateRequests(db, cipher, {
      userId: a.id,
      journeyId: journey.id,
      footprintIds: footprints.map((f) => f.id),
      statuses: ['completed', 'sent', 'needs_you'],
      startedAt: at('2024-03-04T08:00:00Z'),
    });
    // The person sorted the third out directly and marked it done: self-attested.
    await db
      .update(updateRequests)
      .set({ status: 'completed', completed_at: at('2024-03-07T08:00:00Z') })
      .where(eq(updateRequests.id, waiting!.id));
    await db.insert(updateRequestEvents).values({
      request_id: waiting!.id,
      user_id: a.id,
      seq: 5,
      type: 'marked_done',
      actor: 'person',
      from_status: 'needs_you',
      to_status: 'completed',
      evidence: { self_attested: true },
      created_at: at('2024-03-07T08:00:00Z'),
    });
    await createFootprints(db, b.id, 1, { custom: true });
    const checklistBrands = [
      await createBrand(db, { contact_email: null }),
      await createBrand(db, { contact_email: null }),
    ];
    const checklistFootprints = await createFootprints(db, b.id, 2, {
      brandIds: checklistBrands.map((brand) => brand.id),
    });
    const jobs = await createJourney(db, b.id, {
      type: 'changing_jobs',
      status: 'completed',
      created_at: at('2024-03-06T10:00:00Z'),
    });
    await createUpdateRequests(db, cipher, {
      userId: b.id,
      journeyId: jobs.id,
      footprintIds: checklistFootprints.map((f) => f.id),
      statuses: ['completed', 'sent'],
      startedAt: at('2024-03-06T11:00:00Z'),
    });
    const early = await createJourney(db, before.id, { created_at: at('2024-02-20T13:00:00Z') });
    // Safe mode (issue 27): turned on in the range for one journey, before it for another.
    await db
      .update(journeys)
      .set({ safe_mode_at: at('2024-03-06T12:00:00Z'), safe_contact_email: 'safe@example.org' })
      .where(eq(journeys.id, jobs.id));
    await db
      .update(journeys)
      .set({ safe_mode_at: at('2024-02-20T14:00:00Z'), safe_contact_email: 'safe@example.org' })
      .where(eq(journeys.id, early.id));
    // Sessions used 2 days and 25 days before the range ends (2024-03-11), and one after it.
    const session = (userId: string, updatedAt: string) => ({
      userId,
      token: crypto.randomUUID(),
      expiresAt: at('2024-06-01T00:00:00Z'),
      updatedAt: at(updatedAt),
    });
    await db
      .insert(sessions)
      .values([
        session(a.id, '2024-03-09T12:00:00Z'),
        session(a.id, '2024-03-08T12:00:00Z'),
        session(b.id, '2024-02-15T12:00:00Z'),
        session(c.id, '2024-03-12T12:00:00Z'),
      ]);
  });
  afterAll(() => t.close());

  it('answers every figure of a known data set exactly', async () => {
    const res = await get(`/api/admin/analytics?${RANGE}`, adminCookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminAnalytics;
    expect(body.range).toEqual({ from: '2024-03-01', to: '2024-03-10', days: 10 });
    expect(body.signUps.total).toBe(3);
    expect(body.signUps.perDay).toHaveLength(10);
    expect(body.signUps.perDay.filter((d) => d.count > 0)).toEqual([
      { date: '2024-03-02', count: 2 },
      { date: '2024-03-05', count: 1 },
    ]);
    expect(body.activeUsers).toEqual({ last7Days: 1, last30Days: 2 });
    expect(body.journeys).toHaveLength(2);
    expect(body.safeModeJourneys).toBe(1);
    expect(body.journeys).toEqual(
      expect.arrayContaining([
        { type: 'moving_house', status: 'active', count: 1 },
        { type: 'changing_jobs', status: 'completed', count: 1 },
      ]),
    );
    expect(body.updateRequests).toHaveLength(5);
    expect(body.updateRequests).toEqual(
      expect.arrayContaining([
        { channel: 'email', status: 'sent', completedBy: null, count: 1 },
        { channel: 'email', status: 'completed', completedBy: 'company', count: 1 },
        { channel: 'email', status: 'completed', completedBy: 'person', count: 1 },
        { channel: 'manual', status: 'sent', completedBy: null, count: 1 },
        { channel: 'manual', status: 'completed', completedBy: 'person', count: 1 },
      ]),
    );
    // The company confirmation rate: 1 confirmed by the company of 3 emailed; the person's own
    // "done" and the checklists are counted apart, never as confirmed or sent.
    expect(body.confirmationByChannel).toEqual([
      {
        channel: 'email',
        sent: 3,
        confirmed: 1,
        rate: 1 / 3,
        medianSecondsToConfirm: CONFIRM_SECONDS,
        doneByPerson: 1,
        checklists: 0,
      },
      {
        channel: 'manual',
        sent: 0,
        confirmed: 0,
        rate: null,
        medianSecondsToConfirm: null,
        doneByPerson: 1,
        checklists: 2,
      },
    ]);
    expect(body.confirmationByBrand).toHaveLength(3);
    expect(body.confirmationByBrand).toEqual(
      expect.arrayContaining([
        {
          brandId: brandIds[0],
          brandName: 'Alpha Energy',
          sent: 1,
          confirmed: 1,
          rate: 1,
          medianSecondsToConfirm: CONFIRM_SECONDS,
          doneByPerson: 0,
          checklists: 0,
        },
        expect.objectContaining({
          brandId: brandIds[1],
          sent: 1,
          confirmed: 0,
          rate: 0,
          medianSecondsToConfirm: null,
        }),
        {
          brandId: brandIds[2],
          brandName: 'Charlie Bank',
          sent: 1,
          confirmed: 0,
          rate: 0,
          medianSecondsToConfirm: null,
          doneByPerson: 1,
          checklists: 0,
        },
      ]),
    );
    // B's checklist marked done is not a confirmed update: only A had one confirmed by a company.
    expect(body.funnel).toEqual({
      signedUp: 3,
      addedFootprints: 2,
      startedJourney: 2,
      confirmedUpdate: 1,
    });
  });

  it('counts nothing in a range without activity, and defaults to the 30 days ending today', async () => {
    const empty = (await (
      await get('/api/admin/analytics?from=2023-01-01&to=2023-01-31', adminCookie)
    ).json()) as AdminAnalytics;
    expect(empty.signUps.total).toBe(0);
    expect(empty.funnel).toEqual({
      signedUp: 0,
      addedFootprints: 0,
      startedJourney: 0,
      confirmedUpdate: 0,
    });
    expect(empty.confirmationByChannel).toEqual([]);
    expect(empty.safeModeJourneys).toBe(0);

    const recent = (await (
      await get('/api/admin/analytics', adminCookie)
    ).json()) as AdminAnalytics;
    const today = new Date().toISOString().slice(0, 10);
    expect(recent.range).toMatchObject({ to: today, days: 30 });
    // The admin and the plain user signed up today; the data set is in 2024.
    expect(recent.signUps.total).toBe(2);
    expect(recent.activeUsers.last7Days).toBe(2);
  });

  it('exports every figure as CSV with a header row', async () => {
    const res = await get(`/api/admin/analytics.csv?${RANGE}`, adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="updately-analytics-2024-03-01-to-2024-03-10.csv"',
    );
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('section,item,measure,value');
    expect(lines).toEqual(
      expect.arrayContaining([
        'sign_ups,total,count,3',
        'sign_ups_per_day,2024-03-02,count,2',
        'active_users,last_30_days,count,2',
        'journeys,changing_jobs/completed,count,1',
        'safe_mode_journeys,total,count,1',
        'update_requests,email/completed/by_company,count,1',
        'update_requests,email/completed/by_person,count,1',
        'by_channel,email,sent_to_company,3',
        'by_channel,email,confirmed_by_company,1',
        'by_channel,email,company_confirmation_rate,0.3333',
        'by_channel,email,done_by_person,1',
        'by_channel,manual,sent_to_company,0',
        'by_channel,manual,done_by_person,1',
        'by_channel,manual,checklists,2',
        `by_channel,email,median_seconds_to_confirm,${CONFIRM_SECONDS}`,
        'by_brand,Alpha Energy,sent_to_company,1',
        'funnel,confirmed_update,count,1',
      ]),
    );
  });

  it('refuses a plain user (403) and an anonymous caller (401)', async () => {
    for (const path of ['/api/admin/analytics', '/api/admin/analytics.csv']) {
      const asUser = await get(path, userCookie);
      expect(asUser.status).toBe(403);
      expect(((await asUser.json()) as ApiError).error.code).toBe('FORBIDDEN');
      expect((await get(path)).status).toBe(401);
    }
  });

  it.each([
    ['from=2024-03-10&to=2024-03-01', 'from (2024-03-10) is after to (2024-03-01).'],
    ['from=2023-01-01&to=2024-03-01', 'The range is 426 days; it can be 366 days at most.'],
    ['from=2024-02-30&to=2024-03-01', 'from (2024-02-30) is not a date.'],
    ['to=2999-01-01', 'is after today'],
    ['from=yesterday', 'from: from is a date written YYYY-MM-DD.'],
  ])('answers 400 to a bad range (%s)', async (query, message) => {
    for (const path of ['/api/admin/analytics', '/api/admin/analytics.csv']) {
      const res = await get(`${path}?${query}`, adminCookie);
      expect(res.status).toBe(400);
      const body = (await res.json()) as ApiError;
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toContain(message);
    }
  });

  it('serves the figures of a range again for 30 seconds, then counts afresh', async () => {
    const db = t.database.db;
    const range = { from: '2024-03-04', to: '2024-03-04', days: 1 };
    expect((await cachedAdminAnalytics(db, range, 1_000)).signUps.total).toBe(0);
    const late = await createUser(db);
    await db
      .update(users)
      .set({ createdAt: at('2024-03-04T12:00:00Z') })
      .where(eq(users.id, late.id));
    const again = cachedAdminAnalytics(db, range, 1_000 + ANALYTICS_CACHE_MS - 1);
    expect((await again).signUps.total).toBe(0);
    const fresh = cachedAdminAnalytics(db, range, 1_000 + ANALYTICS_CACHE_MS);
    expect((await fresh).signUps.total).toBe(1);
    await db.delete(users).where(eq(users.id, late.id));
  });

  it('accepts a range of exactly 366 days', async () => {
    const res = await get('/api/admin/analytics?from=2024-01-01&to=2024-12-31', adminCookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminAnalytics;
    expect(body.range.days).toBe(366);
    expect(body.signUps.total).toBe(4);
    expect(body.signUps.perDay).toHaveLength(366);
  });
});
