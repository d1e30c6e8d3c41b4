import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettings } from '@updately/shared/admin-settings-api';
import type { PublicConfig } from '@updately/shared/public-config';
import { auditLogs, journeyFootprints, platformSettings, usageLedger } from '../../db/schema';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';
import { expectError } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';
import { createPlatformSettings } from '../../platform/settings/platform-settings';
import { expectedByDay } from '../../platform/update-engine/follow-up-schedule';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 24 * 60 * 60 * 1000;

describe('admin settings: follow-up timings, price per field, display names, PII fields', () => {
  let t: TestApp;
  let admin: User;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  const put = (section: string, json: unknown, cookie: string | null = admin.cookie) =>
    t.request(`/api/admin/settings/${section}`, {
      method: 'PUT',
      json,
      cookie: cookie ?? undefined,
    });
  const auditOf = (key: string) =>
    t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.settings.updated'), eq(auditLogs.resource_id, key)));

  it('shows the configured defaults until an admin changes them', async () => {
    const res = await t.request('/api/admin/settings', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      followUp: {
        value: { reminderDays: [7, 14], needsYouDays: 21, expiryDays: 45, expectedByDays: 30 },
        defaults: { reminderDays: [7, 14], needsYouDays: 21, expiryDays: 45, expectedByDays: 30 },
        updatedAt: null,
      },
      price: {
        value: { pricePerField: '0.50' },
        defaults: { pricePerField: '0.50' },
        updatedAt: null,
        currency: 'AUD',
      },
      display: {
        value: { appName: 'Updately', legalName: 'Updately Pty Ltd', abn: '51 824 753 556' },
        defaults: { appName: 'Updately', legalName: 'Updately Pty Ltd', abn: '51 824 753 556' },
        updatedAt: null,
      },
      documents: {
        value: { retentionDays: 30 },
        defaults: { retentionDays: 30 },
        updatedAt: null,
      },
    } satisfies AdminSettings);
  });

  it('is for admins only: 401 anonymous, 403 for a user, and nothing is written', async () => {
    const valid: [string, unknown][] = [
      ['follow-up', { reminderDays: [1], needsYouDays: 2, expiryDays: 3 }],
      ['price', { pricePerField: '9.99' }],
      ['display', { appName: 'Hacked', legalName: 'Hacked Pty Ltd', abn: '51 824 753 556' }],
      ['documents', { retentionDays: 1 }],
    ];
    await expectError(await t.request('/api/admin/settings'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request('/api/admin/settings', { cookie: user.cookie }),
      403,
      'FORBIDDEN',
    );
    for (const [section, json] of valid) {
      await expectError(await put(section, json, null), 401, 'UNAUTHORIZED');
      await expectError(await put(section, json, user.cookie), 403, 'FORBIDDEN');
    }
    expect(await t.database.db.$count(platformSettings)).toBe(0);
  });

  it('refuses values that break the rules (400, naming the field) and writes nothing', async () => {
    const bad: [string, unknown, RegExp][] = [
      ['follow-up', { reminderDays: [14, 7], needsYouDays: 21, expiryDays: 45 }, /^reminderDays/],
      ['follow-up', { reminderDays: [7], needsYouDays: 30, expiryDays: 30 }, /^expiryDays/],
      ['follow-up', { reminderDays: [0], needsYouDays: 21, expiryDays: 45 }, /^reminderDays\.0/],
      [
        'follow-up',
        { reminderDays: [7], needsYouDays: 21, expiryDays: 45, expectedByDays: 366 },
        /^expectedByDays/,
      ],
      [
        'follow-up',
        { reminderDays: [7], needsYouDays: 21, expiryDays: 45, expectedByDays: 0 },
        /^expectedByDays/,
      ],
      ['price', { pricePerField: '100.01' }, /^pricePerField/],
      ['price', { pricePerField: '0.505' }, /^pricePerField/],
      ['display', { appName: 'X', legalName: 'X Pty Ltd', abn: '51 824 753 557' }, /^abn/],
      ['display', { appName: '', legalName: 'X Pty Ltd', abn: '51 824 753 556' }, /^appName/],
      ['documents', { retentionDays: 0 }, /^retentionDays/],
      ['documents', { retentionDays: 1.5 }, /^retentionDays/],
    ];
    for (const [section, json, field] of bad) {
      const error = await expectError(await put(section, json), 400, 'VALIDATION_FAILED');
      expect(error.message).toMatch(field);
    }
    expect(await t.database.db.$count(platformSettings)).toBe(0);
    expect(await t.database.db.$count(auditLogs, eq(auditLogs.resource_type, 'SETTINGS'))).toBe(0);
  });

  it('changes the follow-up timings (audited): a new request gets the new schedule', async () => {
    const res = await put('follow-up', {
      reminderDays: [3],
      needsYouDays: 10,
      expiryDays: 30,
      expectedByDays: 14,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminSettings;
    expect(body.followUp.value).toEqual({
      reminderDays: [3],
      needsYouDays: 10,
      expiryDays: 30,
      expectedByDays: 14,
    });
    expect(body.followUp.updatedAt).not.toBeNull();
    const [entry] = await auditOf('updateFollowUp');
    expect(entry).toMatchObject({
      user_id: admin.id,
      resource_type: 'SETTINGS',
      old_values: { reminderDays: [7, 14], needsYouDays: 21, expiryDays: 45, expectedByDays: 30 },
      new_values: { reminderDays: [3], needsYouDays: 10, expiryDays: 30, expectedByDays: 14 },
    });

    const person = await t.signUp();
    const { journey, footprints } = await movingJourney(t, person.id, [{}]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [footprints[0]!.id]);
    const sent = await waitForStatus(t, request!.id, 'sent');
    expect(sent.follow_up_at!.getTime() - sent.sent_at!.getTime()).toBe(3 * DAY);
    expect(sent.expected_by).toBe(expectedByDay({ expectedByDays: 14 }, sent.sent_at!));
    // Asked at 10 days (after the one reminder), not 21.
    await t.deps.updates.runFollowUps(new Date(sent.sent_at!.getTime() + 3 * DAY + 60_000));
    await t.deps.updates.runFollowUps(new Date(sent.sent_at!.getTime() + 10 * DAY + 60_000));
    expect((await waitForStatus(t, request!.id, 'needs_you')).status).toBe('needs_you');
  });

  it('changes the display names (audited): /api/config returns them for the footer', async () => {
    const res = await put('display', {
      appName: 'Movely',
      legalName: 'Movely Holdings Pty Ltd',
      abn: '53004085616',
    });
    expect(res.status).toBe(200);
    const config = (await (await t.request('/api/config')).json()) as PublicConfig;
    expect(config).toMatchObject({
      appName: 'Movely',
      legalName: 'Movely Holdings Pty Ltd',
      abn: '53 004 085 616',
    });
    const [entry] = await auditOf('display');
    expect(entry).toMatchObject({
      user_id: admin.id,
      old_values: { appName: 'Updately', legalName: 'Updately Pty Ltd', abn: '51 824 753 556' },
      new_values: { appName: 'Movely', abn: '53 004 085 616' },
    });
    // A second change records the admin's previous value as the old one.
    await put('display', {
      appName: 'Updately',
      legalName: 'Updately Pty Ltd',
      abn: '51 824 753 556',
    });
    const entries = await auditOf('display');
    expect(entries.map((e) => (e.old_values as { appName: string }).appName).sort()).toEqual([
      'Movely',
      'Updately',
    ]);
    expect(((await (await t.request('/api/config')).json()) as PublicConfig).appName).toBe(
      'Updately',
    );
  });

  it('changes how long documents are kept (audited): the retention job reads it', async () => {
    const res = await put('documents', { retentionDays: 90 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminSettings).documents.value).toEqual({ retentionDays: 90 });
    const [entry] = await auditOf('documents');
    expect(entry).toMatchObject({
      old_values: { retentionDays: 30 },
      new_values: { retentionDays: 90 },
    });
    expect(await t.deps.settings.documents()).toEqual({ retentionDays: 90 });
  });

  it('changes the price per field (audited): the ledger records the new price', async () => {
    const res = await put('price', { pricePerField: '1.25' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminSettings).price.value).toEqual({ pricePerField: '1.25' });
    const [entry] = await auditOf('pricePerField');
    expect(entry).toMatchObject({
      old_values: { pricePerField: '0.50' },
      new_values: { pricePerField: '1.25' },
    });

    const owner = await t.signUp({ name: 'Olivia Owner' });
    const org = await createOrganization(t, owner.cookie, 'Acme Energy');
    const { brand } = await claimBrand(t, owner.cookie, org, { name: 'Acme Energy' });
    const { key } = await createKey(t, owner.cookie, org);
    const person = await t.signUp();
    const { journey } = await movingJourney(t, person.id, []);
    const [fp] = await createFootprints(t.database.db, person.id, 1, { brandIds: [brand.id] });
    await createJourneyLinks(t.database.db, person.id, journey.id, [fp!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [fp!.id]);
    await waitForStatus(t, request!.id, 'sent');
    const confirmed = await businessApi(t, key)('POST', `/requests/${request!.id}/confirm`, {
      idempotencyKey: 'price-1',
      json: { fields: [{ field: 'address', outcome: 'applied' }] },
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const ledger = await t.database.db
      .select()
      .from(usageLedger)
      .where(eq(usageLedger.request_id, request!.id));
    expect(ledger).toMatchObject([{ field: 'address', unit_price: '1.25', currency: 'AUD' }]);
  });

  it("another instance sees a change within its cache's lifetime", async () => {
    let clock = 1_000_000;
    const other = createPlatformSettings({
      db: t.database.db,
      config: t.config,
      logger: t.deps.logger,
      ttlMs: 10_000,
      now: () => clock,
    });
    const before = await other.pricePerField();
    const res = await put('price', { pricePerField: before === '2.00' ? '3.00' : '2.00' });
    expect(res.status).toBe(200);
    const after = ((await res.json()) as AdminSettings).price.value.pricePerField;
    // Cached: the other instance still has what it read...
    clock += 9_000;
    expect(await other.pricePerField()).toBe(before);
    // ...until its cache expires, then it reads the database again.
    clock += 1_000;
    expect(await other.pricePerField()).toBe(after);
  });

  it('PII fields: a new journey of the type uses the fields an admin set', async () => {
    // Auto-link (which reads the type's fields) runs for Moving Home journeys.
    const changed = await t.request('/api/journey-pii-fields/moving_house', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { fields: ['username'] },
    });
    expect(changed.status).toBe(200);
    const person = await t.signUp();
    const [byUsername] = await createFootprints(t.database.db, person.id, 1, {
      custom: true,
      dataItems: ['username'],
    });
    await createFootprints(t.database.db, person.id, 1, { custom: true, dataItems: ['address'] });
    const created = await t.request('/api/journeys', {
      method: 'POST',
      cookie: person.cookie,
      json: { type: 'moving_house', name: 'Moving to Brunswick' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const links = await t.database.db
      .select({ footprintId: journeyFootprints.footprint_id })
      .from(journeyFootprints)
      .where(eq(journeyFootprints.journey_id, id));
    expect(links).toEqual([{ footprintId: byUsername!.id }]);
  });
});
