import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEST_CHANNEL_ORDER } from '@updately/shared/brand-channels';
import type {
  BestChannel,
  BrandCoverage,
  CoverageBrandsPage,
} from '@updately/shared/brand-coverage';
import { brandUpdateChannels, organizationRequestKinds } from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import type { TestUser } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';
import { oracleBrandsByChannel } from '../../test/brand-coverage-oracle';
import { claimBrand, createOrganization } from '../../test/business-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

const ADDRESS = {
  recipient: 'Customer Care',
  organisation: 'Coverage Pty Ltd',
  line1: 'PO Box 9',
  line2: null,
  suburb: 'Hobart',
  state: 'TAS',
  postcode: '7001',
};
const SOURCE = { source: 'https://coverage.example/contact', day: '2026-11-27' };
const NO_EMAIL = {
  contact_email: null,
  contact_email_purpose: null,
  contact_email_source: null,
  contact_email_checked_on: null,
};
const letterOnly = {
  postal_address: ADDRESS as never,
  postal_address_source: SOURCE.source,
  postal_address_checked_on: SOURCE.day,
};

describe('brand coverage: counts by best channel, and each channel’s brands a page at a time', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let person: TestUser;

  const get = (path: string, cookie = admin.cookie) => t.request(path, { cookie });

  /** Every page of a channel's list, `limit` at a time: the ids in order. */
  async function everyPage(channel: BestChannel, limit: number) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/admin/brand-coverage/brands?channel=${channel}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as CoverageBrandsPage;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.items.map((b) => b.id));
      cursor = page.next_cursor;
    } while (cursor);
    return ids;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    person = await t.signUp({ name: 'Cora Coverage' });
    const db = t.database.db;
    const organization = await createOrganization(t, person.cookie, 'Coverage Holdings');
    // A claimed brand on the API; another whose business handles no kind of request at all
    // (so its letter address is the best way); an admin's address for a brand with none; a
    // complaints inbox (never written to) beside a change-of-details form; a phone only; empty
    // values; an admin's "manual" that coverage ignores; names that sort only case-insensitively.
    await claimBrand(t, person.cookie, organization, { name: 'aardvark api co', channel: 'api' });
    const other = await createOrganization(t, person.cookie, 'Coverage Silent');
    await claimBrand(t, person.cookie, other, {
      name: 'Silent Api Co',
      channel: 'api',
      ...letterOnly,
    });
    await db.insert(organizationRequestKinds).values({ organization_id: other, kinds: [] });
    const override = await createBrand(db, { name: 'Override Email Co', ...NO_EMAIL });
    await db.insert(brandUpdateChannels).values({
      brand_id: override.id,
      channel: 'email',
      contact_email: 'changes@override.example',
    });
    await createBrand(db, {
      name: 'complaints only co',
      contact_email_purpose: 'complaints',
      web_form_url: 'https://coverage.example/change',
      web_form_purpose: 'change_of_details',
      web_form_source: SOURCE.source,
      web_form_checked_on: SOURCE.day,
    });
    await createBrand(db, {
      name: 'Phone Only Co',
      ...NO_EMAIL,
      phone: '1300 000 000',
      phone_source: SOURCE.source,
      phone_checked_on: SOURCE.day,
    });
    await createBrand(db, { name: 'Empty Values Co', ...NO_EMAIL, contact_email: '', phone: '' });
    await createBrand(db, { name: 'Manual Choice Co', channel: 'manual' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('counts every brand under the channel the shared rule picks, as the old computation did', async () => {
    const expected = await oracleBrandsByChannel(t.database.db);
    const res = await get('/api/admin/brand-coverage');
    expect(res.status).toBe(200);
    const coverage = (await res.json()) as BrandCoverage;
    expect(coverage.by_channel).toEqual(
      BEST_CHANNEL_ORDER.map((channel) => ({
        channel,
        count: expected.get(channel)?.length ?? 0,
      })),
    );
    expect(coverage.total).toBe([...expected.values()].reduce((n, ids) => n + ids.length, 0));
    // Every kind of brand made above is present, so each channel is exercised.
    for (const channel of BEST_CHANNEL_ORDER)
      expect(expected.get(channel)?.length).toBeGreaterThan(0);
  });

  it('lists each channel’s brands by name, page after page, as the old computation ordered them', async () => {
    const expected = await oracleBrandsByChannel(t.database.db);
    for (const channel of BEST_CHANNEL_ORDER) {
      // An odd page size, so pages end mid-letter.
      expect(await everyPage(channel, 7)).toEqual(expected.get(channel));
    }
    const byName = async (channel: BestChannel) => {
      const res = await get(`/api/admin/brand-coverage/brands?channel=${channel}&limit=1000`);
      return ((await res.json()) as CoverageBrandsPage).items.map((b) => b.name);
    };
    expect(await byName('api')).toContain('aardvark api co');
    expect(await byName('letter')).toContain('Silent Api Co');
    expect(await byName('email')).toContain('Override Email Co');
    expect(await byName('email')).toContain('Manual Choice Co');
    expect(await byName('web_form')).toContain('complaints only co');
    expect(await byName('phone')).toContain('Phone Only Co');
    expect(await byName('manual')).toContain('Empty Values Co');
  });

  it('refuses an unknown channel, a limit out of range and a cursor from elsewhere; admins only', async () => {
    for (const query of ['channel=fax', 'channel=email&limit=0', 'channel=email&limit=1001', '']) {
      const res = await get(`/api/admin/brand-coverage/brands?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    const badCursor = await get(
      '/api/admin/brand-coverage/brands?channel=email&cursor=bm90LWEtY3Vyc29y',
    );
    expect(badCursor.status).toBe(400);
    expect(((await badCursor.json()) as { error: { message: string } }).error.message).toBe(
      'cursor: not a cursor from this list',
    );
    expect((await t.request('/api/admin/brand-coverage/brands?channel=email')).status).toBe(401);
    expect(
      (await get('/api/admin/brand-coverage/brands?channel=email', person.cookie)).status,
    ).toBe(403);
  });
});
