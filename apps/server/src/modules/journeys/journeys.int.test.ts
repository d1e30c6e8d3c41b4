import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneyDetail, JourneyList } from '@updately/shared/journeys-api';
import { auditLogs, journeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { countQueries } from '../../test/query-counter';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

const COBURG = { street: '7 Sydney Road', suburb: 'Coburg', state: 'VIC', postcode: '3058' };

describe('journeys API', () => {
  let t: TestApp;
  let user: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const journeyCount = (userId: string) =>
    t.database.db.$count(journeys, eq(journeys.user_id, userId));
  const create = (json: unknown, cookie = user.cookie) =>
    t.request('/api/journeys', { method: 'POST', json, cookie });
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w+/);
    return body;
  };

  it('answers 401 to anonymous callers on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectError(
      await t.request('/api/journeys', {
        method: 'POST',
        json: { type: 'graduation', name: 'x' },
      }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(await t.request('/api/journeys'), 401, 'UNAUTHORIZED');
    await expectError(await t.request(`/api/journeys/${id}`), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request(`/api/journeys/${id}`, { method: 'PATCH', json: { name: 'x' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('starts a journey: status active, the created row, an audit entry', async () => {
    const res = await create({
      type: 'changing_jobs',
      name: '  New job   at Atlassian, May 2027 ',
      target_email: 'me@newjob.example',
      target_phone: '+61 400 000 000',
    });
    expect(res.status).toBe(201);
    const journey = (await res.json()) as Journey;
    expect(journey).toMatchObject({
      id: expect.any(String),
      type: 'changing_jobs',
      name: 'New job at Atlassian, May 2027',
      status: 'active',
      target_email: 'me@newjob.example',
      target_phone: '+61 400 000 000',
      target_address: null,
      moving_date: null,
      completed_at: null,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'journey.create'), eq(auditLogs.resource_id, journey.id)));
    expect(entry).toMatchObject({ resource_type: 'JOURNEY', user_id: user.id, old_values: null });
    expect(entry!.new_values).toMatchObject({ name: journey.name, status: 'active' });
  });

  it('stores a hostile name without any markup', async () => {
    const res = await create({ type: 'graduation', name: '<img src=x onerror=alert(1)>Trip' });
    expect(res.status).toBe(201);
    const journey = (await res.json()) as Journey;
    expect(journey.name).toBe('Trip');
    const [stored] = await t.database.db.select().from(journeys).where(eq(journeys.id, journey.id));
    expect(stored!.name).toBe('Trip');
    expect(stored!.name).not.toMatch(/[<>]/);
  });

  it('cuts a long name to 120 characters', async () => {
    const res = await create({ type: 'graduation', name: 'a'.repeat(300) });
    expect(((await res.json()) as Journey).name).toHaveLength(120);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await journeyCount(user.id);
    const bad: unknown[] = [
      {},
      { type: 'graduation' },
      { type: 'graduation', name: '   ' },
      { type: 'graduation', name: '<b></b>' },
      { type: 'retiring', name: 'Retire' },
      { type: 'losing_loved_one', name: 'Loss', moving_date: '2027-01-01' },
      { type: 'getting_hacked', name: 'Hacked', target_address: '1 Road' },
      { type: 'changing_jobs', name: 'Job', target_email: 'not an email' },
      { type: 'changing_jobs', name: 'Job', target_phone: 'call me' },
      { type: 'changing_jobs', name: 'Job', target_phone: '12' },
      { type: 'moving_house', name: 'Move', moving_date: '31/12/2027' },
      { type: 'moving_house', name: 'Move', moving_date: '2027-02-30' },
      { type: 'moving_house', name: 42 },
      { type: 'moving_house', name: 'Move', new_address: { ...COBURG, state: 'NSW' } },
      { type: 'moving_house', name: 'Move', new_address: { ...COBURG, postcode: '30' } },
      { type: 'moving_house', name: 'Move', new_address: COBURG, target_address: '7 Sydney Rd' },
      { type: 'getting_hacked', name: 'Hacked', new_address: COBURG },
    ];
    for (const json of bad) {
      const body = await expectError(await create(json), 400, 'VALIDATION_FAILED');
      expect(body.error.message, JSON.stringify(json)).not.toBe('Invalid input');
    }
    expect(await journeyCount(user.id)).toBe(before);
  });

  it('stores a new address given in parts as the one line companies read', async () => {
    const res = await create({ type: 'moving_house', name: 'Move', new_address: COBURG });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ target_address: '7 Sydney Road, Coburg VIC 3058' });
  });

  it('accepts empty optional targets as none', async () => {
    const res = await create({
      type: 'moving_house',
      name: 'Move',
      target_address: '',
      moving_date: '',
      target_email: '',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ target_address: null, moving_date: null });
  });

  it("lists only the caller's journeys with link and done counts", async () => {
    const journey = await createJourney(t.database.db, user.id, { name: 'Counted' });
    const footprints = await createFootprints(t.database.db, user.id, 3, { custom: true });
    await createJourneyLinks(
      t.database.db,
      user.id,
      journey.id,
      footprints.map((f) => f.id),
      (i) => ({ completed_at: i === 0 ? new Date() : null }),
    );
    await createJourney(t.database.db, other.id, { name: 'Not yours' });

    const res = await t.request('/api/journeys', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as JourneyList;
    expect(items).toHaveLength(await journeyCount(user.id));
    expect(items.map((j) => j.name)).not.toContain('Not yours');
    expect(items[0]).toMatchObject({ name: 'Counted', footprint_count: 3, completed_count: 1 });
    expect(items.at(-1)).toMatchObject({ footprint_count: 0, completed_count: 0 });
  });

  it('reads a journey with its linked footprints, brands and to-dos', async () => {
    const journey = await createJourney(t.database.db, user.id, {
      name: 'Detail',
      target_address: '1 New St, Hobart TAS 7000',
      moving_date: '2027-03-01',
    });
    const [directory] = await createFootprints(t.database.db, user.id, 1);
    const [custom] = await createFootprints(t.database.db, user.id, 1, {
      custom: true,
      dataItems: ['email'],
    });
    await createJourneyLinks(t.database.db, user.id, journey.id, [directory!.id]);
    await createJourneyLinks(t.database.db, user.id, journey.id, [custom!.id], {
      priority_level: 'high',
      completed_at: new Date(),
    });

    const res = await t.request(`/api/journeys/${journey.id}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as JourneyDetail;
    expect(detail).toMatchObject({
      id: journey.id,
      name: 'Detail',
      target_address: '1 New St, Hobart TAS 7000',
      moving_date: '2027-03-01',
      footprint_count: 2,
      completed_count: 1,
    });
    expect(detail.footprints.map((f) => f.priority_level)).toEqual(['high', 'standard']);
    expect(detail.footprints[0]).toMatchObject({
      footprint_id: custom!.id,
      completed_at: expect.any(String),
      footprint: { is_custom: true, data_items: [{ field: 'email', label: 'Email' }] },
    });
    expect(detail.footprints[1]).toMatchObject({
      footprint_id: directory!.id,
      fields_to_update: { address: true, email: false, phone: false },
      completed_at: null,
      footprint: {
        brand: {
          id: directory!.brand_id,
          name: expect.any(String),
          category: expect.any(String),
          website: expect.toBeOneOf([expect.any(String), null]),
          account_settings_url: expect.toBeOneOf([expect.any(String), null]),
          contact_email: expect.toBeOneOf([expect.any(String), null]),
        },
      },
    });
    expect(detail.footprints[1]!.footprint.data_items.length).toBeGreaterThan(0);
  });

  it("answers 404 for another user's or a malformed journey id, leaking nothing", async () => {
    const secret = await createJourney(t.database.db, user.id, { name: 'Secret plan' });
    for (const id of [secret.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request(`/api/journeys/${id}`, { cookie: other.cookie });
      const body = await expectError(res, 404, 'NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain('Secret');
      const patch = await t.request(`/api/journeys/${id}`, {
        method: 'PATCH',
        json: { name: 'Mine now', status: 'archived' },
        cookie: other.cookie,
      });
      await expectError(patch, 404, 'NOT_FOUND');
    }
    const [stored] = await t.database.db.select().from(journeys).where(eq(journeys.id, secret.id));
    expect(stored).toMatchObject({ name: 'Secret plan', status: 'active' });
  });

  it('edits, completes, reopens and archives a journey with audit entries', async () => {
    const journey = await createJourney(t.database.db, user.id, { name: 'Editable' });
    const patch = (json: unknown) =>
      t.request(`/api/journeys/${journey.id}`, { method: 'PATCH', json, cookie: user.cookie });

    const renamed = await patch({ name: '<i>Moving</i> to Perth', target_address: ' 2 Hay St ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'Moving to Perth',
      target_address: '2 Hay St',
      status: 'active',
    });

    const completed = (await (await patch({ status: 'completed' })).json()) as Journey;
    expect(completed.status).toBe('completed');
    expect(completed.completed_at).not.toBeNull();

    const reopened = (await (await patch({ status: 'active' })).json()) as Journey;
    expect(reopened).toMatchObject({ status: 'active', completed_at: null });
    const archived = (await (
      await patch({ status: 'archived', moving_date: null })
    ).json()) as Journey;
    expect(archived).toMatchObject({ status: 'archived', moving_date: null });

    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource_id, journey.id), eq(auditLogs.resource_type, 'JOURNEY')))
      .orderBy(auditLogs.created_at, auditLogs.action);
    expect(entries.map((e) => e.action)).toEqual([
      'journey.update',
      'journey.status_change',
      'journey.status_change',
      'journey.status_change',
      'journey.update',
    ]);
    expect(entries[0]).toMatchObject({
      old_values: { name: 'Editable', target_address: null },
      new_values: { name: 'Moving to Perth', target_address: '2 Hay St' },
    });
    expect(entries[1]).toMatchObject({
      old_values: { status: 'active', completed_at: null },
      new_values: { status: 'completed' },
    });
  });

  it('answers 400 to a bad change and changes nothing', async () => {
    const journey = await createJourney(t.database.db, user.id, { name: 'Stable' });
    for (const json of [
      {},
      { status: 'done' },
      { name: '' },
      { name: '<br>' },
      {
        details: {
          secure_account: {
            date_noticed: '2026-01-01',
            what_happened: 'x',
            actions: ['lock_access'],
          },
        },
      },
      { moving_date: 'tomorrow' },
    ]) {
      const res = await t.request(`/api/journeys/${journey.id}`, {
        method: 'PATCH',
        json,
        cookie: user.cookie,
      });
      await expectError(res, 400, 'VALIDATION_FAILED');
    }
    const [stored] = await t.database.db.select().from(journeys).where(eq(journeys.id, journey.id));
    expect(stored).toMatchObject({ name: 'Stable', status: 'active', target_email: null });
  });

  it('reads a journey with two queries however many footprints are linked', async () => {
    const heavy = await t.signUp();
    const journey = await createJourney(t.database.db, heavy.id);
    const footprints = await createFootprints(t.database.db, heavy.id, 400, { custom: true });
    await createJourneyLinks(t.database.db, heavy.id, journey.id, [footprints[0]!.id]);
    // The session is read once, then cached: warm it, as every request after sign-in finds it.
    await t.request('/api/journeys/x', { cookie: heavy.cookie });
    const session = await countQueries(t.database, () =>
      t.request('/api/journeys/x', { cookie: heavy.cookie }),
    );
    const one = await countQueries(t.database, () =>
      t.request(`/api/journeys/${journey.id}`, { cookie: heavy.cookie }),
    );
    await createJourneyLinks(
      t.database.db,
      heavy.id,
      journey.id,
      footprints.slice(1).map((f) => f.id),
    );
    const many = await countQueries(t.database, async () => {
      const res = await t.request(`/api/journeys/${journey.id}`, { cookie: heavy.cookie });
      expect(((await res.json()) as JourneyDetail).footprints).toHaveLength(400);
    });
    expect(many).toBe(one);
    expect(one - session).toBe(2);

    for (let i = 0; i < 5; i++) await createJourney(t.database.db, heavy.id);
    const list = await countQueries(t.database, () =>
      t.request('/api/journeys', { cookie: heavy.cookie }),
    );
    expect(list - session).toBe(1);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths['/api/journeys']!)).toEqual(['post', 'get']);
    expect(Object.keys(doc.paths['/api/journeys/{id}']!)).toEqual(['get', 'patch']);
  });
});
