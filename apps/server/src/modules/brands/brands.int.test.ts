import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandDetail, BrandPage } from '@updately/shared/brands-api';
import { BRAND_CATEGORY_LABELS } from '@updately/shared/brands';
import { brandUpdateChannels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFootprints } from '../../seed/factories/journey-factories';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe('brand directory API', () => {
  let t: TestApp;
  let user: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const search = async (query: string, cookie = user.cookie) => {
    const res = await t.request(`/api/brands${query}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as BrandPage;
  };

  it('answers 401 to anonymous callers', async () => {
    expect((await t.request('/api/brands')).status).toBe(401);
    const [brand] = (await search('?pageSize=1')).items;
    const res = await t.request(`/api/brands/${brand!.id}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Sign in required' },
    });
  });

  it('pages through the whole directory ordered by name, with the total', async () => {
    const first = await search('');
    // 275 brands, and the three credit reporting bodies (Equifax, Experian, illion).
    expect(first.total).toBe(281);
    expect(first.items).toHaveLength(24);
    expect(first).toMatchObject({ page: 1, pageSize: 24 });
    const names = first.items.map((b) => b.name);
    const byLowerName = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    expect(names).toEqual([...names].sort(byLowerName));
    const second = await search('?page=2');
    expect(byLowerName(second.items[0]!.name, first.items.at(-1)!.name)).toBe(1);
    expect(second.items.map((b) => b.id)).not.toContain(first.items[0]!.id);
    const pastTheEnd = await search('?page=100&pageSize=50');
    expect(pastTheEnd).toMatchObject({ items: [], total: 281, page: 100 });
  });

  it('filters by name (case-insensitive, wildcards literal), category and tag', async () => {
    const bank = await search('?q=BANK&pageSize=100');
    expect(bank.total).toBeGreaterThan(0);
    expect(bank.items.every((b) => /bank/i.test(b.name))).toBe(true);
    expect((await search('?q=%25')).total).toBe(0);
    expect((await search('?q=_')).total).toBe(0);

    const telco = await search('?category=telco&pageSize=100');
    expect(telco.total).toBe(17);
    expect(telco.items.every((b) => b.category === 'telco')).toBe(true);
    expect(telco.items[0]!.category_label).toBe(BRAND_CATEGORY_LABELS.telco);

    const tagged = await search('?tag=buy-now-pay-later');
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.items.every((b) => b.footprint_tags.includes('buy-now-pay-later'))).toBe(true);

    const both = await search('?category=banking&q=after');
    expect(both.items.map((b) => b.name)).toEqual(['Afterpay']);
  });

  it('puts the best match first: the exact name, then a name or a word that starts with it', async () => {
    expect((await search('?q=ing')).items[0]!.name).toBe('ING');
    expect((await search('?q=medi')).items.map((b) => b.name).slice(0, 2)).toEqual([
      'Medibank',
      'Medicare',
    ]);
  });

  it("says how each company would be told: emailed, connected or the person's to-do", async () => {
    const [origin] = (await search('?q=Origin Energy')).items;
    expect(origin).toMatchObject({ name: 'Origin Energy', channel: 'email' });
    const [telstra] = (await search('?q=Telstra')).items;
    expect(telstra).toMatchObject({ name: 'Telstra', channel: 'manual' });
    await t.database.db
      .insert(brandUpdateChannels)
      .values({ brand_id: telstra!.id, channel: 'api' });
    expect((await search('?q=Telstra')).items[0]!.channel).toBe('api');
    await t.database.db
      .delete(brandUpdateChannels)
      .where(eq(brandUpdateChannels.brand_id, telstra!.id));
  });

  it("marks brands the caller has added, and only the caller's", async () => {
    const [brand] = (await search('?q=Afterpay')).items;
    expect(brand!.added).toBe(false);
    await createFootprints(t.database.db, user.id, 1, { brandIds: [brand!.id] });
    expect((await search('?q=Afterpay')).items[0]!.added).toBe(true);
    expect((await search('?q=Afterpay', other.cookie)).items[0]!.added).toBe(false);
  });

  it('answers 400 with the error shape for bad queries', async () => {
    for (const query of ['?pageSize=1000', '?page=0', '?category=casinos', '?page=abc']) {
      const res = await t.request(`/api/brands${query}`, { cookie: user.cookie });
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message.length).toBeGreaterThan(5);
    }
  });

  it('reads a brand with its data items grouped by the PII groups, labelled', async () => {
    const [afterpay] = (await search('?q=Afterpay')).items;
    const res = await t.request(`/api/brands/${afterpay!.id}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const brand = (await res.json()) as BrandDetail;
    expect(brand).toMatchObject({
      name: 'Afterpay',
      category: 'banking',
      website: expect.any(String),
    });
    expect(brand.data_groups.map((g) => g.group)).toEqual([
      'Contact Information',
      'Personal Details',
      'Identity Documents',
      'Financial Information',
      'Professional & Other',
      'Technical Data',
    ]);
    expect(brand.data_groups[0]!.items).toContainEqual({ field: 'address', label: 'Address' });
    expect(brand.data_groups.find((g) => g.group === 'Identity Documents')!.items).toEqual([
      { field: 'id_card', label: 'ID card' },
    ]);
  });

  it('answers 404 for an unknown or malformed brand id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await t.request(`/api/brands/${encodeURIComponent(id)}`, { cookie: user.cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Brand not found' },
      });
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: object };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/brands', '/api/brands/{id}']),
    );
  });
});
