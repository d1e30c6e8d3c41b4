import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRequestSummary } from '@updately/shared/business-api';
import { queryRows } from '../../db/client';
import { updateRequests } from '../../db/schema';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { createUser } from '../../seed/factories/user-factories';
import { signUpAdmin } from '../../test/admin-test-kit';
import {
  businessApi,
  claimBrandByAdmin,
  createKey,
  createOrganization,
} from '../../test/business-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { UpdateStatus } from '@updately/shared/update-status';

type Page = { items: BusinessRequestSummary[]; next_cursor: string | null };

// An organisation's requests are read by an organisation column that triggers keep to the
// brand's verified claimant (ADR 0058): a claim made, revoked or moved later must show in the list.
describe("Business API: the list follows the brand's claim, whatever the number of brands", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  }, 120_000);
  afterAll(() => t?.close());

  async function business(name: string) {
    const owner = await t.signUp({ name: `${name} Owner` });
    const id = await createOrganization(t, owner.cookie, name);
    const { key } = await createKey(t, owner.cookie, id);
    return { owner, id, api: businessApi(t, key) };
  }

  /** One api request to each of `brandIds` (with its status), each of a person of its own. */
  async function apiRequests(brandIds: string[], statuses: UpdateStatus[]) {
    const db = t.database.db;
    const cipher = createValueCipher(t.config.valueKeys);
    const ids: string[] = [];
    for (const [i, brandId] of brandIds.entries()) {
      const person = await createUser(db);
      const journey = await createJourney(db, person.id);
      const [footprint] = await createFootprints(db, person.id, 1, { brandIds: [brandId] });
      await createJourneyLinks(db, person.id, journey.id, [footprint!.id]);
      const [row] = await createUpdateRequests(db, cipher, {
        userId: person.id,
        journeyId: journey.id,
        footprintIds: [footprint!.id],
        statuses: [statuses[i]!],
      });
      ids.push((row as { id: string }).id);
    }
    await db.update(updateRequests).set({ channel: 'api' }).where(inArray(updateRequests.id, ids));
    return ids;
  }

  async function listed(api: ReturnType<typeof businessApi>, limit = 50) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api('GET', `/requests?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    return seen;
  }

  it('a brand claimed later shows its api requests; revoked, they go; claimed by another, they follow', async () => {
    const a = await business('Acme Energy');
    const b = await business('Bolt Bank');
    const brand = await createBrand(t.database.db, { contact_email: 'privacy@brand.example' });
    const [open, done] = await apiRequests([brand.id, brand.id], ['sent', 'completed']);
    expect(await listed(a.api)).toEqual([]);

    const claim = await claimBrandByAdmin(t, a.owner.cookie, admin.cookie, a.id, brand.id);
    expect((await listed(a.api)).sort()).toEqual([open, done].sort());
    expect(await listed(b.api)).toEqual([]);
    expect((await a.api('GET', `/requests/${done}`)).status).toBe(200);

    const revoked = await t.request(`/api/admin/brand-claims/${claim.id}/revoke`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: 'The brand says this business does not act for it.' },
    });
    expect(revoked.status).toBe(200);
    expect(await listed(a.api)).toEqual([]);
    expect((await a.api('GET', `/requests/${done}`)).status).toBe(404);

    // The open request went back to the brand's email; the completed one stays an api request,
    // now the new holder's.
    await claimBrandByAdmin(t, b.owner.cookie, admin.cookie, b.id, brand.id);
    expect(await listed(b.api)).toEqual([done]);
    expect(await listed(a.api)).toEqual([]);
  });

  it("a request moved to another brand (a brand merge) moves to that brand's organisation", async () => {
    const a = await business('Cove Insurance');
    const b = await business('Dune Telco');
    const [from, to] = [await createBrand(t.database.db), await createBrand(t.database.db)];
    await claimBrandByAdmin(t, a.owner.cookie, admin.cookie, a.id, from.id);
    await claimBrandByAdmin(t, b.owner.cookie, admin.cookie, b.id, to.id);
    const [id] = await apiRequests([from.id], ['sent']);
    expect(await listed(a.api)).toEqual([id]);

    await t.database.db
      .update(updateRequests)
      .set({ brand_id: to.id })
      .where(inArray(updateRequests.id, [id!]));
    expect(await listed(a.api)).toEqual([]);
    expect(await listed(b.api)).toEqual([id]);
  });

  it('cursor pages across many brands: every request once, in (updated_at, id) order, ties included', async () => {
    const c = await business('Echo Retail');
    const brands = [];
    for (let i = 0; i < 4; i++) {
      const brand = await createBrand(t.database.db);
      await claimBrandByAdmin(t, c.owner.cookie, admin.cookie, c.id, brand.id);
      brands.push(brand.id);
    }
    const ids = await apiRequests(
      [...brands, ...brands],
      ['sent', 'completed', 'acknowledged', 'sent', 'rejected', 'completed', 'sent', 'sent'],
    );
    // Three share one instant (to the microsecond), so the id orders them.
    await t.database.db.execute(sql`update update_requests
      set updated_at = timestamptz '2026-03-01 10:00:00.123457+00'
        + (case when id in (${sql.join(ids.slice(0, 3), sql`, `)}) then 0 else 1 + length(reference) % 5 end)
          * interval '1 second'
      where id in (${sql.join(ids, sql`, `)})`);
    const expected = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from update_requests where id in (${sql.join(ids, sql`, `)})
          order by updated_at, id`,
      )
    ).map((r) => r.id);

    expect(await listed(c.api, 2)).toEqual(expected);
    expect(await listed(c.api, 3)).toEqual(expected);
    expect(await listed(c.api)).toEqual(expected);
  });
});
