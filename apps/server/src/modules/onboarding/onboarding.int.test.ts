import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JourneyDetail,
  MovingHouseOnboardingResult,
  OnboardingResult,
  OnboardingStatus,
} from '@updately/shared/journeys-api';
import { auditLogs, brandDirectory, digitalFootprints, journeys, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFootprints } from '../../seed/factories/journey-factories';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

const GEELONG = { street: '5 Bay Rd', suburb: 'Geelong', state: 'VIC', postcode: '3220' };

describe('onboarding API', () => {
  let t: TestApp;
  let user: User;
  let other: User;
  let brandIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
    const brands = await t.database.db
      .select({ id: brandDirectory.id })
      .from(brandDirectory)
      .orderBy(brandDirectory.slug)
      .limit(6);
    brandIds = brands.map((b) => b.id);
  });
  afterAll(() => t.close());

  const status = async (cookie = user.cookie) => {
    const res = await t.request('/api/onboarding', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as OnboardingStatus;
  };
  const footprintCount = (userId: string) =>
    t.database.db.$count(digitalFootprints, eq(digitalFootprints.user_id, userId));
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w+/);
  };

  it('answers 401 to anonymous callers on every route', async () => {
    await expectError(await t.request('/api/onboarding'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request('/api/onboarding/general', { method: 'POST', json: { brandIds } }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request('/api/onboarding/moving-house', {
        method: 'POST',
        json: { brandIds, journey: { name: 'Move' } },
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('starts with no history', async () => {
    expect(await status()).toEqual({ history: [], completed_at: null });
  });

  it('general onboarding creates the footprints and records the entry at one time', async () => {
    const res = await t.request('/api/onboarding/general', {
      method: 'POST',
      json: { brandIds: brandIds.slice(0, 3) },
      cookie: user.cookie,
    });
    expect(res.status).toBe(201);
    const result = (await res.json()) as OnboardingResult;
    expect(result.addedFootprintIds).toHaveLength(3);
    expect(result.skippedBrandIds).toEqual([]);
    expect(result.onboarding.history).toEqual([
      { type: 'general', completed_at: result.onboarding.completed_at },
    ]);
    const rows = await t.database.db
      .select()
      .from(digitalFootprints)
      .where(eq(digitalFootprints.user_id, user.id));
    expect(rows.map((r) => r.created_at.toISOString())).toEqual(
      Array(3).fill(result.onboarding.completed_at),
    );
    expect(await status()).toEqual(result.onboarding);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.user_id, user.id));
    const mine = entries.filter((e) => /^(footprint|onboarding)\./.test(e.action));
    expect(mine.map((e) => e.action).sort()).toEqual([
      'footprint.create',
      'footprint.create',
      'footprint.create',
      'onboarding.complete',
    ]);
    expect(await status(other.cookie)).toEqual({ history: [], completed_at: null });
  });

  it('appends to the history and skips brands already added', async () => {
    const res = await t.request('/api/onboarding/general', {
      method: 'POST',
      json: { brandIds: brandIds.slice(2, 4) },
      cookie: user.cookie,
    });
    const result = (await res.json()) as OnboardingResult;
    expect(result.addedFootprintIds).toHaveLength(1);
    expect(result.skippedBrandIds).toEqual([brandIds[2]]);
    expect(result.onboarding.history).toHaveLength(2);
    expect(await footprintCount(user.id)).toBe(4);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await footprintCount(user.id);
    const history = (await status()).history.length;
    for (const [path, json] of [
      ['general', {}],
      ['general', { brandIds: ['nope'] }],
      ['general', { brandIds: 'all' }],
      ['moving-house', { brandIds }],
      ['moving-house', { brandIds, journey: {} }],
      ['moving-house', { brandIds, journey: { name: '  ' } }],
      ['moving-house', { brandIds, journey: { name: '<p></p>' } }],
      ['moving-house', { brandIds, journey: { name: 'Move', moving_date: 'soon' } }],
      // A move needs its new address, in parts whose state and postcode agree.
      ['moving-house', { brandIds, journey: { name: 'Move' } }],
      ['moving-house', { brandIds, journey: { name: 'Move', target_address: '5 Bay Rd' } }],
      [
        'moving-house',
        { brandIds, journey: { name: 'Move', new_address: { ...GEELONG, state: 'NSW' } } },
      ],
      [
        'moving-house',
        { brandIds, journey: { name: 'Move', new_address: { ...GEELONG, suburb: ' ' } } },
      ],
    ] as const) {
      const res = await t.request(`/api/onboarding/${path}`, {
        method: 'POST',
        json,
        cookie: user.cookie,
      });
      await expectError(res, 400, 'VALIDATION_FAILED');
    }
    expect(await footprintCount(user.id)).toBe(before);
    expect((await status()).history).toHaveLength(history);
    expect(await t.database.db.$count(journeys, eq(journeys.user_id, user.id))).toBe(0);
  });

  it('says which part of the new address is wrong', async () => {
    const res = await t.request('/api/onboarding/moving-house', {
      method: 'POST',
      json: { brandIds, journey: { name: 'Move', new_address: { ...GEELONG, postcode: '2000' } } },
      cookie: user.cookie,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain('Postcode 2000 is not in VIC');
  });

  it('answers 404 for a brand outside the directory and records nothing', async () => {
    const before = await footprintCount(user.id);
    const history = (await status()).history.length;
    const res = await t.request('/api/onboarding/general', {
      method: 'POST',
      json: { brandIds: [brandIds[5], '00000000-0000-4000-8000-000000000000'] },
      cookie: user.cookie,
    });
    await expectError(res, 404, 'NOT_FOUND');
    expect(await footprintCount(user.id)).toBe(before);
    expect((await status()).history).toHaveLength(history);
  });

  it('Moving Home onboarding starts the journey with its footprints auto-linked', async () => {
    const mover = await t.signUp();
    const [older] = await createFootprints(t.database.db, mover.id, 1, {
      custom: true,
      dataItems: ['post_code'],
      createdAt: new Date(Date.now() - 90 * 24 * 3600 * 1000),
    });
    const [unrelated] = await createFootprints(t.database.db, mover.id, 1, {
      custom: true,
      dataItems: ['username'],
      createdAt: new Date(Date.now() - 90 * 24 * 3600 * 1000),
    });
    const res = await t.request('/api/onboarding/moving-house', {
      method: 'POST',
      json: {
        brandIds: brandIds.slice(0, 2),
        journey: {
          name: '<img src=x onerror=alert(1)>Move to Geelong',
          new_address: GEELONG,
          moving_date: '2027-04-01',
        },
      },
      cookie: mover.cookie,
    });
    expect(res.status).toBe(201);
    const result = (await res.json()) as MovingHouseOnboardingResult;
    expect(result.journey).toMatchObject({
      id: result.journeyId,
      type: 'moving_house',
      status: 'active',
      name: 'Move to Geelong',
      target_address: '5 Bay Rd, Geelong VIC 3220',
      moving_date: '2027-04-01',
    });
    expect(result.onboarding.history).toEqual([
      { type: 'moving_house', completed_at: expect.any(String) },
    ]);

    const detail = (await (
      await t.request(`/api/journeys/${result.journeyId}`, { cookie: mover.cookie })
    ).json()) as JourneyDetail;
    const linked = detail.footprints.map((f) => f.footprint_id);
    expect(new Set(linked)).toEqual(new Set([...result.addedFootprintIds, older!.id]));
    expect(linked).not.toContain(unrelated!.id);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.user_id, mover.id));
    expect(profile!.onboarding_completed_at?.toISOString()).toBe(result.onboarding.completed_at);
    const created = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, mover.id), eq(auditLogs.resource_type, 'JOURNEY')));
    expect(created.map((e) => e.action).sort()).toEqual([
      'journey.create',
      'journey.footprints_link',
    ]);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: object };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/onboarding',
        '/api/onboarding/general',
        '/api/onboarding/moving-house',
      ]),
    );
  });
});
