import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBrand,
  AdminBrandDetail,
  AdminBrandList,
  BrandFieldError,
  BrandImportResult,
  BrandMergeResult,
} from '@updately/shared/admin-brands-api';
import type { BrandPage } from '@updately/shared/brands-api';
import {
  auditLogs,
  brandClaims,
  brandDirectory,
  brandFieldMappings,
  brandUpdateChannels,
  digitalFootprints,
  journeyFootprints,
  sessions,
  updateRequests,
} from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { expectError, type TestUser } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';
import { createOrganization } from '../../test/business-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

type ErrorWithDetails = { error: { code: string; message: string; details?: BrandFieldError[] } };

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('admin brand directory API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    user = await t.signUp({ name: 'Uma User' });
  }, 60_000);
  afterAll(() => t.close());

  const api = (
    method: string,
    path: string,
    json?: unknown,
    cookie: string | null = admin.cookie,
  ) => t.request(`/api/admin/brands${path}`, { method, json, cookie: cookie ?? undefined });
  const db = () => t.database.db;
  const brandCount = async () => db().$count(brandDirectory);
  const auditCount = async () => db().$count(auditLogs, eq(auditLogs.resource_type, 'BRAND'));
  const auditFor = (resourceId: string, action: string) =>
    db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource_id, resourceId), eq(auditLogs.action, action)));
  const details = async (res: Response, status = 400) => {
    expect(res.status).toBe(status);
    return ((await res.json()) as ErrorWithDetails).error;
  };

  const newBrand = {
    name: 'Kettle & Co Energy',
    category: 'energy',
    footprint_tags: ['Electricity', 'gas'],
    data_collection_items: ['address', 'email'],
    website: 'https://kettle.example',
    account_settings_url: '',
    contact_email: 'Privacy@Kettle.example',
    contact_email_source: 'https://kettle.example/privacy',
    logo_url: 'https://kettle.example/logo.svg',
  };

  describe('access', () => {
    const someId = NO_SUCH_ID;
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/export'],
      ['GET', `/${someId}`],
      ['POST', '', newBrand],
      ['PUT', `/${someId}`, newBrand],
      ['DELETE', `/${someId}`],
      ['POST', `/${someId}/merge`, { target_id: someId }],
      ['POST', '/import', { format: 'json', content: '[]' }],
    ];

    it('answers 401 to anonymous callers and 403 to users on every route, writing nothing', async () => {
      const [brands, audits] = [await brandCount(), await auditCount()];
      for (const [method, path, body] of calls) {
        await expectError(await api(method, path, body, null), 401, 'UNAUTHORIZED');
        await expectError(await api(method, path, body, user.cookie), 403, 'FORBIDDEN');
      }
      expect([await brandCount(), await auditCount()]).toEqual([brands, audits]);
    });

    it('asks for a recent confirmation before deleting or merging, and only then', async () => {
      const other = await signUpAdmin(t);
      await db()
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(sessions.userId, other.id));
      const brand = await createBrand(db());
      const into = await createBrand(db());
      for (const [method, path, body] of [
        ['DELETE', `/${brand.id}`],
        ['POST', `/${brand.id}/merge`, { target_id: into.id }],
      ] as const) {
        await expectError(
          await api(method, path, body, other.cookie),
          403,
          'REAUTHENTICATION_REQUIRED',
        );
      }
      expect((await api('GET', `/${brand.id}`, undefined, other.cookie)).status).toBe(200);
      expect(
        await db().$count(brandDirectory, inArray(brandDirectory.id, [brand.id, into.id])),
      ).toBe(2);
    });
  });

  describe('list', () => {
    it('searches by name or slug, filters by category, sorts and pages, with the total', async () => {
      const all = (await (await api('GET', '?limit=100')).json()) as AdminBrandList;
      expect(all.total).toBe(await brandCount());
      const names = all.items.map((b) => b.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(all.items[0]).toMatchObject({ category_label: expect.any(String), logo_url: null });

      const telstra = (await (await api('GET', '?q=telst')).json()) as AdminBrandList;
      expect(telstra.items.map((b) => b.slug)).toContain('telstra');
      const bySlug = (await (await api('GET', '?q=commonwealth-bank')).json()) as AdminBrandList;
      expect(bySlug.items.map((b) => b.slug)).toEqual(['commonwealth-bank']);

      const water = (await (
        await api('GET', '?category=water&sort=name&dir=desc')
      ).json()) as AdminBrandList;
      expect(water.items.length).toBeGreaterThan(2);
      expect(water.items.every((b) => b.category === 'water')).toBe(true);
      const waterNames = water.items.map((b) => b.name.toLowerCase());
      expect(waterNames).toEqual([...waterNames].sort().reverse());

      const page2 = (await (await api('GET', '?limit=5&offset=5')).json()) as AdminBrandList;
      expect(page2.items.map((b) => b.id)).toEqual(all.items.slice(5, 10).map((b) => b.id));
      expect(page2.total).toBe(all.total);

      const byCategory = (await (
        await api('GET', '?sort=category&limit=100')
      ).json()) as AdminBrandList;
      const categories = byCategory.items.map((b) => b.category);
      expect(categories).toEqual([...categories].sort());
      const pastEnd = (await (await api('GET', '?offset=100000')).json()) as AdminBrandList;
      expect(pastEnd).toMatchObject({ items: [], total: all.total });
    });

    it('answers 400 for a bad query, naming each problem', async () => {
      const error = await details(await api('GET', '?category=pets&sort=colour&limit=0'));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((d) => d.field).sort()).toEqual(['category', 'limit', 'sort']);
    });
  });

  describe('create, edit and delete', () => {
    it('creates a brand with a slug from its name, tidied values and an audit entry', async () => {
      const res = await api('POST', '', newBrand);
      expect(res.status).toBe(201);
      const brand = (await res.json()) as AdminBrand;
      expect(brand).toMatchObject({
        slug: 'kettle-and-co-energy',
        name: 'Kettle & Co Energy',
        footprint_tags: ['electricity', 'gas'],
        data_collection_items: ['email', 'address'],
        account_settings_url: null,
        contact_email: 'privacy@kettle.example',
        contact_email_checked_on: new Date().toISOString().slice(0, 10),
        logo_url: 'https://kettle.example/logo.svg',
      });
      const [entry] = await auditFor(brand.id, 'admin.brand.created');
      expect(entry).toMatchObject({
        user_id: admin.id,
        resource_type: 'BRAND',
        old_values: null,
        new_values: {
          slug: 'kettle-and-co-energy',
          name: 'Kettle & Co Energy',
          category: 'energy',
        },
      });

      // The same name again: its slug is taken.
      const again = await details(
        await api('POST', '', { ...newBrand, name: 'Kettle & Co energy' }),
        409,
      );
      expect(again.details).toEqual([
        { field: 'name', message: expect.stringContaining('kettle-and-co-energy') },
      ]);
    });

    it('answers 400 with every bad field, and writes nothing', async () => {
      const [brands, audits] = [await brandCount(), await auditCount()];
      const error = await details(
        await api('POST', '', {
          name: '<b></b>',
          category: 'pets',
          data_collection_items: ['email', 'shoe_size'],
          website: 'javascript:alert(1)',
          logo_url: 'http://insecure.example/logo.png',
        }),
      );
      expect(error.details).toEqual([
        { field: 'name', message: 'Enter the brand’s name.' },
        { field: 'category', message: 'Choose a category.' },
        { field: 'data_collection_items.1', message: 'Unknown data item: shoe_size.' },
        { field: 'website', message: 'Enter a web address starting with https:// or http://.' },
        { field: 'logo_url', message: 'Enter an image address starting with https://.' },
      ]);
      const contact = await details(
        await api('POST', '', {
          name: 'Mailer',
          category: 'retail',
          contact_email: 'a@mailer.example',
        }),
      );
      expect(contact.details).toEqual([
        {
          field: 'contact_email_source',
          message: 'Give the brand’s page that publishes this address.',
        },
      ]);
      expect([await brandCount(), await auditCount()]).toEqual([brands, audits]);
    });

    it('edits the web form, postal address and phone: sourced, dated today when no day is given, audited', async () => {
      const brand = await createBrand(db(), { name: 'Channel Power', category: 'energy' });
      const base = {
        name: 'Channel Power',
        category: 'energy',
        contact_email: brand.contact_email,
        contact_email_source: brand.contact_email_source,
      };
      const address = {
        recipient: 'Privacy Officer',
        organisation: 'Channel Power Pty Ltd',
        line1: 'PO Box 42',
        line2: '',
        suburb: 'Hobart',
        state: 'TAS',
        postcode: '7001',
      };
      const bad = await api('PUT', `/${brand.id}`, {
        ...base,
        postal_address: { ...address, postcode: '3000' },
        postal_address_source: 'https://channel-power.example/privacy',
        phone: '1300 000 111',
      });
      expect(bad.status).toBe(400);
      const problems = ((await bad.json()) as ErrorWithDetails).error.details!;
      expect(problems).toEqual(
        expect.arrayContaining([
          { field: 'postal_address', message: 'Postcode 3000 is not in TAS.' },
          {
            field: 'phone',
            message: 'The phone number needs its source page and the day it was read.',
          },
        ]),
      );

      const res = await api('PUT', `/${brand.id}`, {
        ...base,
        web_form_url: 'https://channel-power.example/update-details',
        web_form_purpose: 'change_of_details',
        web_form_source: 'https://channel-power.example/contact',
        web_form_checked_on: '2026-11-01',
        postal_address: address,
        postal_address_source: 'https://channel-power.example/privacy',
        phone: '1300 000 111',
        phone_hours: 'Weekdays 8am to 6pm',
        phone_source: 'https://channel-power.example/contact',
      });
      expect(res.status).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(await res.json()).toMatchObject({
        web_form_checked_on: '2026-11-01',
        postal_address: { ...address, line2: null },
        postal_address_checked_on: today,
        phone: '+611300000111',
        phone_checked_on: today,
      });
      const [entry] = await auditFor(brand.id, 'admin.brand.updated');
      expect(entry!.new_values).toMatchObject({
        phone: '+611300000111',
        postal_address_source: 'https://channel-power.example/privacy',
      });
      const detail = (await (
        await t.request(`/api/brands/${brand.id}`, { cookie: user.cookie })
      ).json()) as Record<string, unknown>;
      expect(detail).toMatchObject({
        channel: 'email',
        web_form_url: 'https://channel-power.example/update-details',
        postal_address_lines: [
          'Privacy Officer',
          'Channel Power Pty Ltd',
          'PO Box 42',
          'HOBART TAS 7001',
        ],
        phone_display: '1300 000 111',
        phone_hours: 'Weekdays 8am to 6pm',
      });
    });

    it('edits a brand: the directory people search shows the change, and the audit has old and new values', async () => {
      const brand = await createBrand(db(), { name: 'Zinc Mobile', category: 'telco' });
      const res = await api('PUT', `/${brand.id}`, {
        name: 'Zinc Mobile Australia',
        category: 'telco',
        footprint_tags: ['mobile'],
        data_collection_items: ['phone', 'email'],
        contact_email: brand.contact_email,
        contact_email_source: brand.contact_email_source,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: brand.id,
        slug: brand.slug,
        name: 'Zinc Mobile Australia',
        contact_email_checked_on: brand.contact_email_checked_on,
      });
      const found = (await (
        await t.request('/api/brands?q=Zinc%20Mobile%20Aus', { cookie: user.cookie })
      ).json()) as BrandPage;
      expect(found.items.map((b) => [b.id, b.name])).toEqual([[brand.id, 'Zinc Mobile Australia']]);
      const [entry] = await auditFor(brand.id, 'admin.brand.updated');
      expect(entry).toMatchObject({
        user_id: admin.id,
        resource_type: 'BRAND',
        old_values: {
          name: 'Zinc Mobile',
          footprint_tags: ['test'],
          data_collection_items: ['first_name', 'last_name', 'email', 'address'],
        },
        new_values: {
          name: 'Zinc Mobile Australia',
          footprint_tags: ['mobile'],
          data_collection_items: ['email', 'phone'],
        },
      });
      expect(Object.keys(entry!.new_values as object).sort()).toEqual([
        'data_collection_items',
        'footprint_tags',
        'name',
      ]);

      const bad = await details(await api('PUT', `/${brand.id}`, { name: '', category: 'telco' }));
      expect(bad.details).toEqual([{ field: 'name', message: 'Enter the brand’s name.' }]);
      await expectError(
        await api('PUT', `/${NO_SUCH_ID}`, { name: 'X', category: 'telco' }),
        404,
        'NOT_FOUND',
      );
      expect(
        (await details(await api('PUT', '/nope', { name: 'X', category: 'telco' }))).details,
      ).toEqual([{ field: 'id', message: 'The brand id must be a UUID.' }]);
      const [row] = await db().select().from(brandDirectory).where(eq(brandDirectory.id, brand.id));
      expect(row!.name).toBe('Zinc Mobile Australia');
    });

    it('shows what uses a brand, deletes an unused one (audited) and refuses a used one with 409', async () => {
      const unused = await createBrand(db(), { name: 'Gone Gas' });
      const used = await createBrand(db(), { name: 'Kept Power' });
      await createFootprints(db(), user.id, 1, { brandIds: [used.id] });
      const detail = (await (await api('GET', `/${used.id}`)).json()) as AdminBrandDetail;
      expect(detail).toMatchObject({
        brand: { id: used.id, name: 'Kept Power' },
        usage: { footprints: 1, update_requests: 0, claimed_by: null },
      });

      const refused = await expectError(await api('DELETE', `/${used.id}`), 409, 'CONFLICT');
      expect(refused.message).toBe(
        "Kept Power is in use (1 footprint), so it can't be deleted. Merge it into another brand instead.",
      );
      const organization = await createOrganization(t, user.cookie, 'Claimers Pty Ltd');
      const claimed = await createBrand(db(), { name: 'Claimed Co' });
      await db()
        .insert(brandClaims)
        .values({ organization_id: organization, brand_id: claimed.id, status: 'verified' });
      const claimRefusal = await expectError(
        await api('DELETE', `/${claimed.id}`),
        409,
        'CONFLICT',
      );
      expect(claimRefusal.message).toContain('a verified claim by Claimers Pty Ltd');
      expect(
        await db().$count(brandDirectory, inArray(brandDirectory.id, [used.id, claimed.id])),
      ).toBe(2);
      expect(await auditFor(used.id, 'admin.brand.deleted')).toEqual([]);

      expect((await api('DELETE', `/${unused.id}`)).status).toBe(204);
      expect(await db().$count(brandDirectory, eq(brandDirectory.id, unused.id))).toBe(0);
      const [entry] = await auditFor(unused.id, 'admin.brand.deleted');
      expect(entry).toMatchObject({
        user_id: admin.id,
        old_values: { name: 'Gone Gas' },
        new_values: null,
      });
      await expectError(await api('DELETE', `/${unused.id}`), 404, 'NOT_FOUND');
      await expectError(await api('GET', `/${unused.id}`), 404, 'NOT_FOUND');
    });
  });

  describe('merge', () => {
    it('moves footprints, links, requests, claims, channel and mappings to the target in one go', async () => {
      const source = await createBrand(db(), {
        name: 'Dup Energy',
        footprint_tags: ['power'],
        data_collection_items: ['phone'],
        website: 'https://dup.example',
        logo_url: 'https://dup.example/logo.png',
        channel: 'manual',
      });
      const target = await createBrand(db(), { name: 'Duplicate Energy', footprint_tags: ['gas'] });
      await db()
        .insert(brandFieldMappings)
        .values([
          { brand_id: source.id, field_type: 'email', external_name: 'source_email' },
          { brand_id: source.id, field_type: 'phone', external_name: 'mobile' },
          { brand_id: target.id, field_type: 'email', external_name: 'EmailAddress' },
        ]);
      // One person has only the source; another has both, linked to journeys and told of one.
      const only = await t.signUp({ name: 'Only Source' });
      const both = await t.signUp({ name: 'Both Brands' });
      const [onlyFp] = await createFootprints(db(), only.id, 1, { brandIds: [source.id] });
      const [bothSource, bothTarget] = await createFootprints(db(), both.id, 2, {
        brandIds: [source.id, target.id],
        tags: (i) => (i === 0 ? ['work', 'home'] : ['home']),
      });
      const shared = await createJourney(db(), both.id, { name: 'Links both' });
      const single = await createJourney(db(), both.id, { name: 'Links the source' });
      await createJourneyLinks(db(), both.id, shared.id, [bothSource!.id, bothTarget!.id], (i) => ({
        priority_level: i === 0 ? 'high' : 'standard',
      }));
      await createJourneyLinks(db(), both.id, single.id, [bothSource!.id], {
        priority_level: 'high',
      });
      const told = (journey_id: string, footprint_id: string, brand_id: string) => ({
        user_id: both.id,
        journey_id,
        footprint_id,
        brand_id,
        company_name: 'Dup Energy',
        channel: 'manual' as const,
        reference: `UPD-MRG-${crypto.randomUUID().slice(0, 8)}`,
      });
      // Open requests: one in the journey linking the source only, and one for each brand in
      // the journey linking both (only one open request per company and journey may stay open).
      const [request, sharedSource, sharedTarget] = await db()
        .insert(updateRequests)
        .values([
          told(single.id, bothSource!.id, source.id),
          told(shared.id, bothSource!.id, source.id),
          told(shared.id, bothTarget!.id, target.id),
        ])
        .returning();
      const organization = await createOrganization(t, only.cookie, 'Dup Owners');
      await db()
        .insert(brandClaims)
        .values({ organization_id: organization, brand_id: source.id, status: 'verified' });

      const res = await api('POST', `/${source.id}/merge`, { target_id: target.id });
      expect(res.status).toBe(200);
      const result = (await res.json()) as BrandMergeResult;
      expect(result.moved).toEqual({
        footprints: 1,
        combined_footprints: 1,
        update_requests: 2,
        claims: 1,
      });
      // The target keeps its own values and fills its gaps from the source.
      expect(result.brand).toMatchObject({
        id: target.id,
        name: 'Duplicate Energy',
        footprint_tags: ['gas', 'power'],
        // Both brands' items, in the catalogue's order (as an edit or import stores them).
        data_collection_items: ['first_name', 'last_name', 'email', 'phone', 'address'],
        website: 'https://dup.example',
        logo_url: 'https://dup.example/logo.png',
        contact_email: target.contact_email,
      });

      expect(await db().$count(brandDirectory, eq(brandDirectory.id, source.id))).toBe(0);
      const footprints = await db()
        .select()
        .from(digitalFootprints)
        .where(inArray(digitalFootprints.user_id, [only.id, both.id]))
        .orderBy(asc(digitalFootprints.created_at));
      expect(footprints.map((f) => [f.id, f.brand_id])).toEqual(
        expect.arrayContaining([
          [onlyFp!.id, target.id],
          [bothTarget!.id, target.id],
        ]),
      );
      expect(footprints).toHaveLength(2);
      expect(footprints.find((f) => f.id === bothTarget!.id)!.tags).toEqual(['home', 'work']);
      const links = await db()
        .select()
        .from(journeyFootprints)
        .where(eq(journeyFootprints.user_id, both.id));
      expect(links.map((l) => [l.journey_id, l.footprint_id, l.priority_level]).sort()).toEqual(
        [
          [shared.id, bothTarget!.id, 'standard'],
          [single.id, bothTarget!.id, 'high'],
        ].sort(),
      );
      const [moved] = await db()
        .select()
        .from(updateRequests)
        .where(eq(updateRequests.id, request!.id));
      expect(moved).toMatchObject({ brand_id: target.id, footprint_id: bothTarget!.id });
      const inShared = await db()
        .select({
          id: updateRequests.id,
          f: updateRequests.footprint_id,
          b: updateRequests.brand_id,
        })
        .from(updateRequests)
        .where(eq(updateRequests.journey_id, shared.id));
      // The source's open request there keeps its old footprint id, as after a deleted footprint.
      expect(inShared).toEqual(
        expect.arrayContaining([
          { id: sharedSource!.id, f: bothSource!.id, b: target.id },
          { id: sharedTarget!.id, f: bothTarget!.id, b: target.id },
        ]),
      );
      expect(
        await db()
          .select({ b: brandClaims.brand_id, s: brandClaims.status })
          .from(brandClaims)
          .where(eq(brandClaims.organization_id, organization)),
      ).toEqual([{ b: target.id, s: 'verified' }]);
      expect(
        await db()
          .select({ c: brandUpdateChannels.channel })
          .from(brandUpdateChannels)
          .where(eq(brandUpdateChannels.brand_id, target.id)),
      ).toEqual([{ c: 'manual' }]);
      const mappings = await db()
        .select({ f: brandFieldMappings.field_type, n: brandFieldMappings.external_name })
        .from(brandFieldMappings)
        .where(eq(brandFieldMappings.brand_id, target.id))
        .orderBy(asc(brandFieldMappings.field_type));
      expect(mappings).toEqual([
        { f: 'email', n: 'EmailAddress' },
        { f: 'phone', n: 'mobile' },
      ]);
      const [entry] = await auditFor(target.id, 'admin.brand.merged');
      expect(entry).toMatchObject({
        user_id: admin.id,
        resource_type: 'BRAND',
        old_values: {
          source: { id: source.id, name: 'Dup Energy' },
          target: { footprint_tags: ['gas'] },
        },
        new_values: { target: { footprint_tags: ['gas', 'power'] } },
        metadata: { source_id: source.id, moved: result.moved },
      });
    });

    it('writes nothing when any step fails (one transaction)', async () => {
      const source = await createBrand(db(), { name: 'Atomic Source' });
      const target = await createBrand(db(), { name: 'Atomic Target' });
      const person = await t.signUp();
      const [footprint] = await createFootprints(db(), person.id, 1, { brandIds: [source.id] });
      // The last step (deleting the source) fails after the footprints have moved.
      await db().execute(
        sql.raw(`create function refuse_brand_delete() returns trigger as $$
          begin raise exception 'refused for the test'; end; $$ language plpgsql`),
      );
      await db().execute(
        sql.raw(`create trigger refuse_brand_delete before delete on brand_directory
          for each row when (old.name = 'Atomic Source') execute function refuse_brand_delete()`),
      );
      try {
        const res = await api('POST', `/${source.id}/merge`, { target_id: target.id });
        expect(res.status).toBe(500);
      } finally {
        await db().execute(sql.raw('drop trigger refuse_brand_delete on brand_directory'));
        await db().execute(sql.raw('drop function refuse_brand_delete()'));
      }
      const [row] = await db()
        .select()
        .from(digitalFootprints)
        .where(eq(digitalFootprints.id, footprint!.id));
      expect(row!.brand_id).toBe(source.id);
      expect(await auditFor(target.id, 'admin.brand.merged')).toEqual([]);
    });

    it('fills the target’s missing channels from the merged brand, keeping its own', async () => {
      const address = {
        recipient: null,
        organisation: 'Merged Co',
        line1: 'GPO Box 5',
        line2: null,
        suburb: 'Perth',
        state: 'WA',
        postcode: '6001',
      } as const;
      const source = await createBrand(db(), {
        postal_address: address,
        postal_address_source: 'https://merged.example/privacy',
        postal_address_checked_on: '2026-11-20',
        phone: '+611300555111',
        phone_source: 'https://merged.example/contact',
        phone_checked_on: '2026-11-20',
      });
      const target = await createBrand(db(), {
        phone: '+61891234567',
        phone_source: 'https://target.example/contact',
        phone_checked_on: '2026-11-21',
      });
      const res = await api('POST', `/${source.id}/merge`, { target_id: target.id });
      expect(res.status).toBe(200);
      expect(((await res.json()) as BrandMergeResult).brand).toMatchObject({
        postal_address: address,
        postal_address_source: 'https://merged.example/privacy',
        phone: '+61891234567',
        phone_source: 'https://target.example/contact',
      });
    });

    it('refuses two claimed brands (409), itself or a missing target (400/404), changing nothing', async () => {
      const a = await createBrand(db());
      const b = await createBrand(db());
      const person = await t.signUp();
      await createFootprints(db(), person.id, 1, { brandIds: [a.id] });
      const first = await createOrganization(t, person.cookie, 'First Owner');
      const second = await createOrganization(t, person.cookie, 'Second Owner');
      await db()
        .insert(brandClaims)
        .values([
          { organization_id: first, brand_id: a.id, status: 'verified' },
          { organization_id: second, brand_id: b.id, status: 'verified' },
        ]);
      await expectError(await api('POST', `/${a.id}/merge`, { target_id: b.id }), 409, 'CONFLICT');
      expect(
        (await details(await api('POST', `/${a.id}/merge`, { target_id: a.id }))).details,
      ).toEqual([
        {
          field: 'target_id',
          message: 'Choose another brand: a brand cannot be merged into itself.',
        },
      ]);
      expect((await details(await api('POST', `/${a.id}/merge`, {}))).details?.[0]?.field).toBe(
        'target_id',
      );
      expect(
        (await details(await api('POST', `/${a.id}/merge`, { target_id: NO_SUCH_ID }), 404))
          .details,
      ).toEqual([{ field: 'target_id', message: 'The brand to merge into was not found' }]);
      await expectError(
        await api('POST', `/${NO_SUCH_ID}/merge`, { target_id: a.id }),
        404,
        'NOT_FOUND',
      );
      expect(await db().$count(digitalFootprints, eq(digitalFootprints.brand_id, a.id))).toBe(1);
      expect(await db().$count(brandDirectory, inArray(brandDirectory.id, [a.id, b.id]))).toBe(2);
      expect(await auditFor(b.id, 'admin.brand.merged')).toEqual([]);
    });
  });

  describe('import and export', () => {
    const header =
      'slug,name,category,footprint_tags,data_collection_items,website,account_settings_url,contact_email,contact_email_source,contact_email_checked_on,logo_url,contact_email_purpose,web_form_url,web_form_purpose,web_form_source,web_form_checked_on,postal_recipient,postal_organisation,postal_line1,postal_line2,postal_suburb,postal_state,postal_postcode,postal_address_source,postal_address_checked_on,phone,phone_hours,phone_source,phone_checked_on,required_documents';
    const importFile = (content: string, format = 'csv', dry_run = false) =>
      api('POST', '/import', { format, content, dry_run });

    it('previews a file in a dry run, then imports it: new slugs created, known ones updated, audited', async () => {
      const existing = await createBrand(db(), { name: 'Import Me', slug: 'import-me' });
      const csv = [
        header,
        'import-me,Import Me Renamed,energy,power;gas,email;address,,,,,,',
        ',Fresh Import Co,water,water,address,https://fresh.example,,,,,https://fresh.example/logo.png',
      ].join('\r\n');
      const [brands, audits] = [await brandCount(), await auditCount()];
      const preview = await importFile(csv, 'csv', true);
      expect(preview.status).toBe(200);
      expect(await preview.json()).toEqual({
        dry_run: true,
        created: 1,
        updated: 1,
        unchanged: 0,
        rows: [
          { row: 2, slug: 'import-me', name: 'Import Me Renamed', action: 'update' },
          { row: 3, slug: 'fresh-import-co', name: 'Fresh Import Co', action: 'create' },
        ],
      });
      expect([await brandCount(), await auditCount()]).toEqual([brands, audits]);

      const res = await importFile(csv);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ dry_run: false, created: 1, updated: 1 });
      const [renamed] = await db()
        .select()
        .from(brandDirectory)
        .where(eq(brandDirectory.id, existing.id));
      expect(renamed).toMatchObject({
        name: 'Import Me Renamed',
        footprint_tags: ['power', 'gas'],
        contact_email: null,
        contact_email_checked_on: null,
      });
      const [fresh] = await db()
        .select()
        .from(brandDirectory)
        .where(eq(brandDirectory.slug, 'fresh-import-co'));
      expect(fresh).toMatchObject({
        category: 'water',
        logo_url: 'https://fresh.example/logo.png',
      });
      const [updated] = await auditFor(existing.id, 'admin.brand.imported');
      expect(updated).toMatchObject({
        user_id: admin.id,
        resource_type: 'BRAND',
        old_values: { name: 'Import Me' },
        new_values: { name: 'Import Me Renamed' },
        metadata: { created: false, row: 2, format: 'csv' },
      });
      const [created] = await auditFor(fresh!.id, 'admin.brand.imported');
      expect(created).toMatchObject({ old_values: null, new_values: { slug: 'fresh-import-co' } });
    });

    it('imports nothing when one row is invalid, answering each bad row and field', async () => {
      const [brands, audits] = [await brandCount(), await auditCount()];
      const csv = [
        header,
        ',Good Row Brand,energy,,,,,,,,',
        ',Bad Row Brand,pets,,,,,,,,',
        ',,retail,,,http://ok.example,,someone@,,,',
      ].join('\n');
      const error = await details(await importFile(csv));
      expect(error.message).toBe('Nothing was imported: 4 problems in 2 rows.');
      expect(error.details).toEqual([
        { row: 3, field: 'category', message: 'Choose a category.' },
        { row: 4, field: 'name', message: 'Enter the brand’s name.' },
        {
          row: 4,
          field: 'contact_email',
          message: 'Enter an email address like privacy@company.com.',
        },
        {
          row: 4,
          field: 'contact_email_source',
          message: 'Give the brand’s page that publishes this address.',
        },
      ]);
      const json = await details(await importFile('[{"name":"Only Name"}]', 'json'));
      expect(json.details).toEqual([{ row: 1, field: 'category', message: 'Choose a category.' }]);
      expect((await details(await importFile('not json', 'json'))).message).toBe(
        'Nothing was imported: The file is not valid JSON.',
      );
      expect(
        (await details(await api('POST', '/import', { format: 'xml', content: '' }))).details?.map(
          (d) => d.field,
        ),
      ).toEqual(['format', 'content']);
      expect(await db().$count(brandDirectory, eq(brandDirectory.name, 'Good Row Brand'))).toBe(0);
      expect([await brandCount(), await auditCount()]).toEqual([brands, audits]);
    });

    it('exports CSV and JSON that import back unchanged', async () => {
      const csv = await api('GET', '/export?format=csv&category=water');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="brands-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const csvText = await csv.text();
      expect(csvText.split('\r\n')[0]).toBe(header);
      const waterCount = await db().$count(brandDirectory, eq(brandDirectory.category, 'water'));
      expect(csvText.trimEnd().split('\r\n')).toHaveLength(waterCount + 1);

      const jsonRes = await api('GET', '/export?format=json&category=water');
      expect(jsonRes.headers.get('content-disposition')).toMatch(/\.json"$/);
      const jsonText = await jsonRes.text();
      const records = JSON.parse(jsonText) as { slug: string }[];
      expect(records).toHaveLength(waterCount);

      const audits = await auditCount();
      for (const [format, content] of [
        ['csv', csvText],
        ['json', jsonText],
      ] as const) {
        const back = (await (await importFile(content, format)).json()) as BrandImportResult;
        expect(back, format).toMatchObject({ created: 0, updated: 0, unchanged: waterCount });
      }
      expect(await auditCount()).toBe(audits);
      await expectError(await api('GET', '/export?format=xml'), 400, 'VALIDATION_FAILED');
    });

    it('takes the whole directory back (a file larger than the API’s usual 64 KB body limit)', async () => {
      const jsonText = await (await api('GET', '/export?format=json')).text();
      expect(JSON.stringify({ format: 'json', content: jsonText }).length).toBeGreaterThan(
        64 * 1024,
      );
      const res = await importFile(jsonText, 'json', true);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ created: 0, updated: 0 });
    });
  });
});
