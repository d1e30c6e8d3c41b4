import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTAS, QUOTA_MESSAGES } from '@updately/shared/quotas';
import { journeys, profiles } from './db/schema';
import { createFootprints, setOnboardingHistory } from './seed/factories/journey-factories';
import { createTestApp, type TestApp } from './test/test-app';

type ErrorBody = { error: { code: string; message: string } };

/** Per-user quotas on everything an account can create (L5). */
describe('per-user quotas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expectQuota = async (res: Response, message: string) => {
    expect(res.status).toBe(403);
    expect((await res.json()) as ErrorBody).toEqual({
      error: { code: 'QUOTA_EXCEEDED', message },
    });
  };

  it(`stops adding footprints at ${QUOTAS.footprints}`, async () => {
    const user = await t.signUp();
    await createFootprints(t.database.db, user.id, QUOTAS.footprints - 1, { custom: true });
    const add = () =>
      t.request('/api/footprints', {
        method: 'POST',
        json: { customBrandName: 'One more', dataItems: ['email'] },
        cookie: user.cookie,
      });
    expect((await add()).status).toBe(201);
    await expectQuota(await add(), QUOTA_MESSAGES.footprints);
  });

  it(`stops starting journeys at ${QUOTAS.journeys}`, async () => {
    const user = await t.signUp();
    await t.database.db.insert(journeys).values(
      Array.from({ length: QUOTAS.journeys }, (_, i) => ({
        user_id: user.id,
        type: 'changing_jobs' as const,
        name: `Journey ${i}`,
      })),
    );
    const res = await t.request('/api/journeys', {
      method: 'POST',
      json: { type: 'changing_jobs', name: 'One too many' },
      cookie: user.cookie,
    });
    await expectQuota(res, QUOTA_MESSAGES.journeys);
  });

  it(`takes ${QUOTAS.feedbackPerDay} feedback messages a day`, async () => {
    const user = await t.signUp();
    const send = () =>
      t.request('/api/feedback', {
        method: 'POST',
        json: { feedbackType: 'other', content: 'Hello', pageLocation: '/help' },
        cookie: user.cookie,
      });
    for (let i = 0; i < QUOTAS.feedbackPerDay; i++) expect((await send()).status).toBe(201);
    await expectQuota(await send(), QUOTA_MESSAGES.feedbackPerDay);
  });

  it(`takes ${QUOTAS.consentChangesPerDay} consent changes a day`, async () => {
    const user = await t.signUp();
    const record = (granted: boolean) =>
      t.request('/api/account/consents', {
        method: 'POST',
        json: { consentType: 'marketing', granted },
        cookie: user.cookie,
      });
    // Sign-up already recorded the data-processing consent.
    for (let i = 1; i < QUOTAS.consentChangesPerDay; i++) {
      expect((await record(i % 2 === 0)).status).toBe(201);
    }
    await expectQuota(await record(true), QUOTA_MESSAGES.consentChangesPerDay);
  });

  it(`keeps the newest ${QUOTAS.onboardingHistory} onboarding entries`, async () => {
    const user = await t.signUp();
    const old = Array.from({ length: QUOTAS.onboardingHistory + 10 }, (_, i) => ({
      type: 'general',
      completed_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    await setOnboardingHistory(t.database.db, user.id, old);
    const res = await t.request('/api/onboarding/general', {
      method: 'POST',
      json: { brandIds: [] },
      cookie: user.cookie,
    });
    expect(res.status).toBeLessThan(300);
    const [row] = await t.database.db
      .select({ history: profiles.onboarding_history })
      .from(profiles)
      .where(eq(profiles.user_id, user.id));
    expect(row!.history).toHaveLength(QUOTAS.onboardingHistory);
    expect(row!.history.at(-1)!.completed_at > old.at(-1)!.completed_at).toBe(true);
    expect(row!.history[0]).toEqual(old[11]);
  });

  it(`opens at most ${QUOTAS.realtimeStreams} live-update streams per user`, async () => {
    const user = await t.signUp();
    const open = () => t.app.request('/api/realtime', { headers: { cookie: user.cookie } });
    const streams: Response[] = [];
    for (let i = 0; i < QUOTAS.realtimeStreams; i++) {
      const res = await open();
      expect(res.status).toBe(200);
      streams.push(res);
    }
    await new Promise((resolve) => setTimeout(resolve, 100)); // every stream has subscribed
    await expectQuota(await open(), QUOTA_MESSAGES.realtimeStreams);
    for (const stream of streams) await stream.body?.cancel();
  });
});
