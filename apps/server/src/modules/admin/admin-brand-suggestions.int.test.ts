import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandCoverage, CoverageBrandsPage } from '@updately/shared/brand-coverage';
import type { AdminSuggestion } from '@updately/shared/brand-suggestions-api';
import {
  auditLogs,
  brandContactSuggestions,
  brandDirectory,
  journeyMembers,
  updateRequests,
} from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import type { TestUser } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

const ADDRESS = {
  recipient: 'Privacy Officer',
  organisation: 'Suggest Energy Pty Ltd',
  line1: 'GPO Box 123',
  line2: null,
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3001',
};
const SOURCE = 'https://suggest-energy.example/privacy';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('contact suggestions and brand coverage', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let owner: TestUser;
  let other: TestUser;
  let viewer: TestUser;
  let journeyId: string;
  let brandFootprint: string;
  let customFootprint: string;
  let brandId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    owner = await t.signUp({ name: 'Sam Suggester' });
    other = await t.signUp({ name: 'Oscar Other' });
    viewer = await t.signUp({ name: 'Vera Viewer' });
    const db = t.database.db;
    const brand = await createBrand(db, { name: 'Suggest Energy' });
    brandId = brand.id;
    const journey = await createJourney(db, owner.id);
    journeyId = journey.id;
    const [withBrand] = await createFootprints(db, owner.id, 1, { brandIds: [brandId] });
    const [custom] = await createFootprints(db, owner.id, 1, { custom: true });
    brandFootprint = withBrand!.id;
    customFootprint = custom!.id;
    await createJourneyLinks(db, owner.id, journeyId, [brandFootprint, customFootprint]);
    await db
      .insert(journeyMembers)
      .values({ journey_id: journeyId, user_id: viewer.id, role: 'viewer' });
  }, 60_000);
  afterAll(() => t.close());

  const suggest = (footprintId: string, json: unknown, cookie: string | null = owner.cookie) =>
    t.request(`/api/journeys/${journeyId}/companies/${footprintId}/contact-suggestions`, {
      method: 'POST',
      json,
      cookie: cookie ?? undefined,
    });
  const postal = { channel: 'postal_address', value: ADDRESS, source_url: SOURCE };
  const list = async () => {
    const res = await t.request('/api/admin/brand-suggestions', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: AdminSuggestion[] }).items;
  };
  const decide = (
    id: string,
    action: 'approve' | 'reject',
    json?: unknown,
    cookie = admin.cookie,
  ) => t.request(`/api/admin/brand-suggestions/${id}/${action}`, { method: 'POST', json, cookie });

  it('takes a suggestion from the journey’s owner, and refuses strangers, viewers and bad input', async () => {
    const res = await suggest(brandFootprint, postal);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'pending' });

    expect((await suggest(brandFootprint, postal, null)).status).toBe(401);
    expect((await suggest(brandFootprint, postal, other.cookie)).status).toBe(404);
    expect((await suggest(brandFootprint, postal, viewer.cookie)).status).toBe(403);
    expect((await suggest(NO_SUCH_ID, postal)).status).toBe(404);
    const noSource = await suggest(brandFootprint, { ...postal, source_url: '' });
    expect(noSource.status).toBe(400);
    const httpSource = await suggest(brandFootprint, {
      ...postal,
      source_url: 'http://x.example/',
    });
    expect(httpSource.status).toBe(400);
    const badPostcode = await suggest(brandFootprint, {
      ...postal,
      value: { ...ADDRESS, postcode: '30' },
    });
    expect(badPostcode.status).toBe(400);
    const badPhone = await suggest(brandFootprint, {
      channel: 'phone',
      value: { phone: 'call us' },
      source_url: SOURCE,
    });
    expect(badPhone.status).toBe(400);

    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'journey.contact_suggested'));
    expect(entry).toMatchObject({ resource_id: journeyId, user_id: owner.id });
    // No contact value in the log: only the channel.
    expect(JSON.stringify(entry!.new_values)).not.toContain('GPO Box');
  });

  it('lists suggestions for admins only, waiting ones first', async () => {
    expect((await t.request('/api/admin/brand-suggestions')).status).toBe(401);
    const asUser = await t.request('/api/admin/brand-suggestions', { cookie: owner.cookie });
    expect(asUser.status).toBe(403);
    const items = await list();
    expect(items[0]).toMatchObject({
      brand_id: brandId,
      company_name: 'Suggest Energy',
      channel: 'postal_address',
      status: 'pending',
      brand_has_channel: false,
      value_lines: [
        'Privacy Officer',
        'Suggest Energy Pty Ltd',
        'GPO Box 123',
        'MELBOURNE VIC 3001',
      ],
      source_url: SOURCE,
    });
  });

  it('writes an approved address to the brand with its source, the day and who approved it', async () => {
    const [pending] = await list();
    expect((await decide(pending!.id, 'approve', undefined, owner.cookie)).status).toBe(403);
    expect(
      (await t.request(`/api/admin/brand-suggestions/${pending!.id}/approve`, { method: 'POST' }))
        .status,
    ).toBe(401);
    expect((await decide(NO_SUCH_ID, 'approve')).status).toBe(404);

    const res = await decide(pending!.id, 'approve');
    expect(res.status).toBe(204);
    const [brand] = await t.database.db
      .select()
      .from(brandDirectory)
      .where(eq(brandDirectory.id, brandId));
    expect(brand).toMatchObject({
      postal_address: ADDRESS,
      postal_address_source: SOURCE,
      postal_address_checked_on: new Date().toISOString().slice(0, 10),
    });
    const [row] = await t.database.db
      .select()
      .from(brandContactSuggestions)
      .where(eq(brandContactSuggestions.id, pending!.id));
    expect(row).toMatchObject({ status: 'approved', decided_by: admin.id });
    expect(row!.decided_at).toBeInstanceOf(Date);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'admin.brand.suggestion_approved'),
          eq(auditLogs.resource_id, brandId),
        ),
      );
    expect(audit).toMatchObject({ user_id: admin.id, resource_type: 'BRAND' });
    expect(audit!.new_values).toMatchObject({ postal_address_source: SOURCE });

    // The person's journey shows the company's new channel.
    const journey = (await (
      await t.request(`/api/journeys/${journeyId}`, { cookie: owner.cookie })
    ).json()) as {
      footprints: { footprint_id: string; footprint: { brand: Record<string, unknown> | null } }[];
    };
    const company = journey.footprints.find((f) => f.footprint_id === brandFootprint)!;
    expect(company.footprint.brand).toMatchObject({
      postal_address_lines: [
        'Privacy Officer',
        'Suggest Energy Pty Ltd',
        'GPO Box 123',
        'MELBOURNE VIC 3001',
      ],
    });

    // Decided once only.
    expect((await decide(pending!.id, 'approve')).status).toBe(409);
    const decided = (await list()).find((s) => s.id === pending!.id);
    expect(decided).toMatchObject({
      status: 'approved',
      decided_by_name: expect.stringMatching(/\w/),
    });
  });

  it('replaces a value the brand has only when the admin confirms', async () => {
    const next = { ...ADDRESS, line1: 'PO Box 9' };
    expect((await suggest(brandFootprint, { ...postal, value: next })).status).toBe(201);
    const [pending] = await list();
    expect(pending).toMatchObject({ status: 'pending', brand_has_channel: true });
    expect(pending!.current_lines).toContain('GPO Box 123');
    const refused = await decide(pending!.id, 'approve');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Suggest Energy has a postal address already: confirm to replace it.',
    );
    expect((await decide(pending!.id, 'approve', { replace: 'yes' })).status).toBe(400);
    expect((await decide(pending!.id, 'approve', { replace: true })).status).toBe(204);
    const [brand] = await t.database.db
      .select({ address: brandDirectory.postal_address })
      .from(brandDirectory)
      .where(eq(brandDirectory.id, brandId));
    expect(brand!.address!.line1).toBe('PO Box 9');
  });

  it('lets a company outside the directory be rejected, never approved', async () => {
    const phone = {
      channel: 'phone',
      value: { phone: '(03) 9123 4567', hours: '9–5 weekdays' },
      source_url: SOURCE,
    };
    expect((await suggest(customFootprint, phone)).status).toBe(201);
    const [pending] = await list();
    expect(pending).toMatchObject({
      brand_id: null,
      value_lines: ['(03) 9123 4567', '9–5 weekdays'],
    });
    const refused = await decide(pending!.id, 'approve');
    expect(refused.status).toBe(409);
    expect((await decide(pending!.id, 'reject', undefined, owner.cookie)).status).toBe(403);
    expect((await decide(pending!.id, 'reject')).status).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(brandContactSuggestions)
      .where(eq(brandContactSuggestions.id, pending!.id));
    expect(row).toMatchObject({ status: 'rejected', decided_by: admin.id });
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'admin.brand.suggestion_rejected'));
    expect(entries).toHaveLength(1);
  });

  it('never writes a complaints inbox as the first-request address', async () => {
    const email = {
      channel: 'email',
      value: { email: 'Complaints@Suggest-Energy.example' },
      source_url: SOURCE,
    };
    expect((await suggest(brandFootprint, email)).status).toBe(201);
    const [pending] = await list();
    expect(pending).toMatchObject({
      channel: 'email',
      value_lines: ['complaints@suggest-energy.example'],
    });
    const refused = await decide(pending!.id, 'approve', { replace: true });
    expect(refused.status).toBe(400);
    expect((await decide(pending!.id, 'reject')).status).toBe(204);
  });

  it('keeps at most 20 suggestions of one person waiting', async () => {
    const db = t.database.db;
    const pending = await db.$count(
      brandContactSuggestions,
      and(
        eq(brandContactSuggestions.user_id, owner.id),
        eq(brandContactSuggestions.status, 'pending'),
      ),
    );
    await db.insert(brandContactSuggestions).values(
      Array.from({ length: 20 - pending }, () => ({
        brand_id: brandId,
        company_name: 'Suggest Energy',
        user_id: owner.id,
        channel: 'email',
        value: { email: 'privacy@suggest-energy.example' },
        source_url: SOURCE,
      })),
    );
    const res = await suggest(brandFootprint, postal);
    expect(res.status).toBe(409);
  });

  it('counts brands by best channel and ranks those people updated by hand', async () => {
    expect((await t.request('/api/admin/brand-coverage')).status).toBe(401);
    expect((await t.request('/api/admin/brand-coverage', { cookie: owner.cookie })).status).toBe(
      403,
    );
    const db = t.database.db;
    const letterOnly = await createBrand(db, {
      name: 'Letter Only Co',
      contact_email: null,
      contact_email_purpose: null,
      contact_email_source: null,
      contact_email_checked_on: null,
      postal_address: ADDRESS as never,
      postal_address_source: SOURCE,
      postal_address_checked_on: '2026-11-27',
    });
    const [fp] = await createFootprints(db, owner.id, 1, { brandIds: [letterOnly.id] });
    await db.insert(updateRequests).values(
      [1, 2].map((n) => ({
        user_id: owner.id,
        journey_id: journeyId,
        footprint_id: fp!.id,
        brand_id: letterOnly.id,
        company_name: 'Letter Only Co',
        channel: 'letter' as const,
        status: 'completed' as const,
        reference: `UPD-COVER-${n}`,
        kind: n === 1 ? 'change_of_address' : 'change_of_name',
      })),
    );
    const res = await t.request('/api/admin/brand-coverage', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const coverage = (await res.json()) as BrandCoverage;
    expect(coverage.by_channel.map((g) => g.channel)).toEqual([
      'api',
      'email',
      'web_form',
      'letter',
      'phone',
      'manual',
    ]);
    expect(coverage.by_channel.reduce((n, g) => n + g.count, 0)).toBe(coverage.total);
    const letters = await t.request('/api/admin/brand-coverage/brands?channel=letter&limit=1000', {
      cookie: admin.cookie,
    });
    const { items } = (await letters.json()) as CoverageBrandsPage;
    expect(items.map((b) => b.name)).toContain('Letter Only Co');
    expect(coverage.done_by_hand[0]).toMatchObject({
      name: 'Letter Only Co',
      best_channel: 'letter',
      requests: 2,
      journeys: 1,
    });
  });
});
