import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddFootprintsResult,
  Footprint,
  FootprintList,
} from '@updately/shared/footprints-api';
import { auditLogs, brandDirectory, digitalFootprints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFootprints } from '../../seed/factories/journey-factories';
import { countQueries } from '../../test/query-counter';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

describe('footprints API', () => {
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
      .orderBy(brandDirectory.name)
      .limit(5);
    brandIds = brands.map((b) => b.id);
  });
  afterAll(() => t.close());

  const footprintCount = (userId: string) =>
    t.database.db.$count(digitalFootprints, eq(digitalFootprints.user_id, userId));
  const auditCount = (userId: string) =>
    t.database.db.$count(auditLogs, eq(auditLogs.user_id, userId));
  const post = (json: unknown, cookie = user.cookie) =>
    t.request('/api/footprints', { method: 'POST', json, cookie });
  const list = async (cookie = user.cookie) => {
    const res = await t.request('/api/footprints', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as FootprintList;
  };
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w+/);
    return body;
  };

  it('answers 401 to anonymous callers on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectError(await t.request('/api/footprints'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request('/api/footprints', { method: 'POST', json: { brandIds } }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request(`/api/footprints/${id}`, { method: 'PATCH', json: { tags: ['x'] } }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request(`/api/footprints/${id}`, { method: 'DELETE' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('starts empty', async () => {
    expect(await list()).toEqual({ items: [], total: 0 });
  });

  it('adds directory brands, skipping brands already added, with audit entries', async () => {
    const first = await post({
      brandIds: brandIds.slice(0, 3),
      tags: ['Main ', 'main', '<b>x</b>'],
    });
    expect(first.status).toBe(201);
    const added = (await first.json()) as AddFootprintsResult;
    expect(added.added).toHaveLength(3);
    expect(added.skippedBrandIds).toEqual([]);
    expect(added.added[0]!.tags).toEqual(['Main', 'x']);

    const again = await post({ brandIds: brandIds.slice(1, 4) });
    expect(again.status).toBe(201);
    const second = (await again.json()) as AddFootprintsResult;
    expect(second.added.map((f) => f.brand_id)).toEqual([brandIds[3]]);
    expect(second.skippedBrandIds).toEqual(brandIds.slice(1, 3));

    const none = await post({ brandIds: brandIds.slice(0, 2) });
    expect(none.status).toBe(200);
    expect(((await none.json()) as AddFootprintsResult).added).toEqual([]);

    expect(await footprintCount(user.id)).toBe(4);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, user.id), eq(auditLogs.action, 'footprint.create')));
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      resource_type: 'FOOTPRINT',
      old_values: null,
      new_values: { brand_id: expect.any(String), tags: expect.any(Array) },
    });
  });

  it('lists footprints with the brand nested, labelled data items and category', async () => {
    const { items, total } = await list();
    expect(total).toBe(4);
    const footprint = items.find((f) => f.brand_id === brandIds[0])!;
    expect(footprint).toMatchObject({
      is_custom: false,
      custom_brand_name: null,
      category: expect.any(String),
      category_label: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      brand: {
        id: brandIds[0],
        name: footprint.name,
        website: expect.toBeOneOf([expect.any(String), null]),
        account_settings_url: expect.toBeOneOf([expect.any(String), null]),
        contact_email: expect.toBeOneOf([expect.any(String), null]),
      },
    });
    expect(footprint.data_items.length).toBeGreaterThan(0);
    expect(footprint.data_items[0]).toEqual({
      field: expect.any(String),
      label: expect.any(String),
    });
    expect(await list(other.cookie)).toEqual({ items: [], total: 0 });
  });

  it('adds a custom brand with its data items; the name keeps no markup', async () => {
    const res = await post({
      customBrandName: '  <img src=x onerror=alert(1)>Local   Gym ',
      dataItems: ['email', 'address', 'email'],
      tags: ['fitness'],
    });
    expect(res.status).toBe(201);
    const [footprint] = ((await res.json()) as AddFootprintsResult).added;
    expect(footprint).toMatchObject({
      name: 'Local Gym',
      custom_brand_name: 'Local Gym',
      is_custom: true,
      category: null,
      category_label: 'Custom brands',
      brand: null,
      tags: ['fitness'],
      data_items: [
        { field: 'email', label: 'Email' },
        { field: 'address', label: 'Address' },
      ],
    });
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await footprintCount(user.id);
    const audits = await auditCount(user.id);
    const bad: unknown[] = [
      {},
      { brandIds: [] },
      { brandIds: ['not-a-uuid'] },
      { brandIds: brandIds.slice(0, 1), customBrandName: 'Both' },
      { customBrandName: 'No items' },
      { customBrandName: '   ', dataItems: [] },
      { customBrandName: '<b></b>', dataItems: [] },
      { customBrandName: 'Shoes', dataItems: ['shoe_size'] },
      { brandIds: brandIds.slice(0, 1), dataItems: ['email'] },
      { brandIds: brandIds.slice(0, 1), tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { brandIds: 'all' },
    ];
    for (const json of bad) {
      await expectError(await post(json), 400, 'VALIDATION_FAILED');
    }
    const malformed = await t.request('/api/footprints', {
      method: 'POST',
      body: '{"brandIds": [',
      headers: { 'content-type': 'application/json' },
      cookie: user.cookie,
    });
    expect(malformed.status).toBe(400);
    expect(await footprintCount(user.id)).toBe(before);
    expect(await auditCount(user.id)).toBe(audits);
  });

  it('answers 404 for a brand outside the directory and adds none of the batch', async () => {
    const before = await footprintCount(user.id);
    const res = await post({ brandIds: [brandIds[4], '00000000-0000-4000-8000-000000000000'] });
    await expectError(res, 404, 'NOT_FOUND');
    expect(await footprintCount(user.id)).toBe(before);
  });

  it('changes tags with an audit entry of old and new values', async () => {
    const [footprint] = (await list()).items.filter((f) => !f.is_custom);
    const res = await t.request(`/api/footprints/${footprint!.id}`, {
      method: 'PATCH',
      json: { tags: ['joint account', '<script>x</script>'] },
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Footprint).tags).toEqual(['joint account', 'x']);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'footprint.update'), eq(auditLogs.resource_id, footprint!.id)),
      );
    expect(entry).toMatchObject({
      resource_type: 'FOOTPRINT',
      old_values: { tags: footprint!.tags },
      new_values: { tags: ['joint account', 'x'] },
    });
  });

  it("changes a custom brand's name and data items, but not a directory brand's", async () => {
    const items = (await list()).items;
    const custom = items.find((f) => f.is_custom)!;
    const res = await t.request(`/api/footprints/${custom.id}`, {
      method: 'PATCH',
      json: { customBrandName: 'City Gym', dataItems: ['phone'] },
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'City Gym',
      data_items: [{ field: 'phone', label: 'Phone' }],
    });

    const directory = items.find((f) => !f.is_custom)!;
    const refused = await t.request(`/api/footprints/${directory.id}`, {
      method: 'PATCH',
      json: { customBrandName: 'Renamed' },
      cookie: user.cookie,
    });
    await expectError(refused, 400, 'VALIDATION_FAILED');
    const [stored] = await t.database.db
      .select()
      .from(digitalFootprints)
      .where(eq(digitalFootprints.id, directory.id));
    expect(stored!.custom_brand_name).toBeNull();
  });

  it("answers 404 for another user's or a malformed footprint id and changes nothing", async () => {
    const [footprint] = (await list()).items;
    for (const id of [footprint!.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const patch = await t.request(`/api/footprints/${id}`, {
        method: 'PATCH',
        json: { tags: ['stolen'] },
        cookie: other.cookie,
      });
      const body = await expectError(patch, 404, 'NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain(footprint!.name);
      await expectError(
        await t.request(`/api/footprints/${id}`, { method: 'DELETE', cookie: other.cookie }),
        404,
        'NOT_FOUND',
      );
    }
    const [stored] = await t.database.db
      .select()
      .from(digitalFootprints)
      .where(eq(digitalFootprints.id, footprint!.id));
    expect(stored!.tags).not.toContain('stolen');
  });

  it('answers 400 to an empty or invalid change', async () => {
    const [footprint] = (await list()).items;
    for (const json of [{}, { tags: 'x' }, { dataItems: ['shoe_size'] }]) {
      const res = await t.request(`/api/footprints/${footprint!.id}`, {
        method: 'PATCH',
        json,
        cookie: user.cookie,
      });
      await expectError(res, 400, 'VALIDATION_FAILED');
    }
  });

  it('removes a footprint with an audit entry of the old values', async () => {
    const [footprint] = (await list()).items;
    const before = await footprintCount(user.id);
    const res = await t.request(`/api/footprints/${footprint!.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(res.status).toBe(204);
    expect(await footprintCount(user.id)).toBe(before - 1);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'footprint.delete'), eq(auditLogs.resource_id, footprint!.id)),
      );
    expect(entry).toMatchObject({ resource_type: 'FOOTPRINT', new_values: null });
    expect(entry!.old_values).toMatchObject({ tags: footprint!.tags });
    const again = await t.request(`/api/footprints/${footprint!.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    await expectError(again, 404, 'NOT_FOUND');
  });

  it('lists with one query however many footprints there are', async () => {
    const heavy = await t.signUp();
    await createFootprints(t.database.db, heavy.id, 3);
    // A malformed id is refused before any query of the route: what remains is the session's.
    // The session is read once, then cached: warm it, as every request after sign-in finds it.
    await t.request('/api/journeys/x', { cookie: heavy.cookie });
    const session = await countQueries(t.database, () =>
      t.request('/api/journeys/x', { cookie: heavy.cookie }),
    );
    const few = await countQueries(t.database, () =>
      t.request('/api/footprints', { cookie: heavy.cookie }),
    );
    await createFootprints(t.database.db, heavy.id, 500);
    const many = await countQueries(t.database, async () => {
      const res = await t.request('/api/footprints', { cookie: heavy.cookie });
      expect(((await res.json()) as FootprintList).total).toBe(503);
    });
    expect(many).toBe(few);
    expect(few - session).toBe(1);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths['/api/footprints']!)).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/footprints/{id}']!)).toEqual(['patch', 'delete']);
  });
});
