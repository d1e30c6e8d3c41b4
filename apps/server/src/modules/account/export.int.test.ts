import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName, type AccountExport } from '@updately/shared/account-api';
import { claimTotpCode } from '../../auth/totp-replay';
import {
  brandDirectory,
  accounts,
  auditLogs,
  errorLogs,
  sessions,
  totpCodeUses,
  twoFactors,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { grantRole } from '../../platform/roles/roles';
import {
  countStatements,
  expectError,
  userOwnedTables,
  type TestUser,
} from '../../test/account-test-kit';
import { EXPORTED_USER_TABLES } from './export.service';
import { approveAddress, waitForStatus } from '../../test/update-kit';
import { createOrganization } from '../../test/business-kit';

const SECRET_KEYS = /"(password|token|access_token|refresh_token|id_token|secret|backup_codes)"/;

describe('data export (APP 12)', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Export Person' });
    other = await t.signUp();
    const db = t.database.db;
    // Brands with an email address: the request is sent at once (a brand reached by letter or phone
    // waits for the person, issue 26).
    const emailed = await db
      .select({ id: brandDirectory.id })
      .from(brandDirectory)
      .where(isNotNull(brandDirectory.contact_email))
      .orderBy(brandDirectory.slug)
      .limit(2);
    const footprints = await createFootprints(db, user.id, 2, {
      brandIds: emailed.map((b) => b.id),
    });
    const journey = await createJourney(db, user.id, { target_address: '12 Export Street' });
    await createJourneyLinks(db, user.id, journey.id, [footprints[0]!.id]);
    const [update] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, update!.id, 'sent');
    await grantRole(db, user.id, 'admin');
    await createOrganization(t, user.cookie, 'Export Pty Ltd');
    await db.insert(twoFactors).values({
      userId: user.id,
      secret: 'TOTP-SECRET-VALUE',
      backupCodes: 'BACKUP-CODES-VALUE',
    });
    await claimTotpCode(db, user.id, '654321');
    await db.insert(accounts).values({
      userId: user.id,
      providerId: 'google',
      accountId: 'google-sub-123',
      accessToken: 'GOOGLE-ACCESS-TOKEN',
      refreshToken: 'GOOGLE-REFRESH-TOKEN',
      idToken: 'GOOGLE-ID-TOKEN',
    });
    await db.insert(errorLogs).values({
      user_id: user.id,
      method: 'GET',
      path: '/api/x',
      message: 'INTERNAL DETAIL',
      stack: 'at secret.ts:1',
    });
    const feedback = await t.request('/api/feedback', {
      method: 'POST',
      cookie: user.cookie,
      json: { feedbackType: 'bug', content: 'Export me', pageLocation: '/privacy' },
    });
    expect(feedback.status).toBe(201);
    const consent = await t.request('/api/account/consents', {
      method: 'POST',
      cookie: user.cookie,
      json: { consentType: 'marketing', granted: true },
    });
    expect(consent.status).toBe(201);
  });
  afterAll(() => t.close());

  const download = async (cookie = user.cookie) => {
    const res = await t.request('/api/account/export', { cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    return { res, text, data: JSON.parse(text) as AccountExport };
  };

  it('answers 401 to anonymous callers', async () => {
    await expectError(await t.request('/api/account/export'), 401, 'UNAUTHORIZED');
  });

  it('is one JSON attachment named after today', async () => {
    const { res } = await download();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${exportFileName(new Date())}"`,
    );
    expect(exportFileName(new Date('2027-03-04T23:59:00Z'))).toBe(
      'updately-export-2027-03-04.json',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('holds every kind of row the product keeps about the user', async () => {
    const { data } = await download();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, name: 'Export Person' });
    expect(data.profile).toMatchObject({ user_id: user.id, first_name: 'Export' });
    expect(data.consents.map((c) => c.consent_type)).toEqual(['data_processing', 'marketing']);
    expect(data.roles).toEqual([expect.objectContaining({ role: 'admin' })]);
    expect(data.accounts.map((a) => a.provider_id).sort()).toEqual(['credential', 'google']);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.two_factors).toEqual([{ id: expect.any(String), verified: true }]);
    expect(data.authenticator_codes_used).toEqual([{ expires_at: expect.any(String) }]);
    expect(data.footprints).toHaveLength(2);
    for (const footprint of data.footprints)
      expect(footprint.brand_name).toEqual(expect.any(String));
    expect(data.journeys).toHaveLength(1);
    expect(data.journey_footprints).toHaveLength(1);
    expect(data.feedback).toEqual([expect.objectContaining({ content: 'Export me' })]);
    expect(data.update_consents).toEqual([
      expect.objectContaining({ fields: ['address'], consent_version: '1.0' }),
    ]);
    // The values sent to companies are encrypted at rest and decrypted for their owner here.
    expect(data.update_requests).toHaveLength(1);
    expect(data.update_requests[0]).toMatchObject({ status: 'sent' });
    expect(data.update_requests[0]!.items).toContainEqual(
      expect.objectContaining({ field: 'address', value: '12 Export Street' }),
    );
    expect(JSON.stringify(data.update_requests)).not.toContain('value_ciphertext');
    expect(data.update_request_events.map((e) => e.type)).toEqual(['created', 'approved', 'sent']);
    expect(data.audit_logs.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.signup', 'user.signin', 'user.consent_update']),
    );
    expect(data.error_logs).toEqual([expect.objectContaining({ path: '/api/x' })]);
  });

  it('never holds a password hash, a token or a secret', async () => {
    const { text } = await download();
    const db = t.database.db;
    const [credential] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential!.password!);
    const tokens = await db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    for (const { token } of tokens) expect(text).not.toContain(token);
    const [used] = await db
      .select({ hash: totpCodeUses.codeHash })
      .from(totpCodeUses)
      .where(eq(totpCodeUses.userId, user.id));
    expect(text).not.toContain(used!.hash);
    for (const secret of [
      'TOTP-SECRET-VALUE',
      'BACKUP-CODES-VALUE',
      'GOOGLE-ACCESS-TOKEN',
      'GOOGLE-REFRESH-TOKEN',
      'GOOGLE-ID-TOKEN',
      'INTERNAL DETAIL',
      'secret.ts',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(SECRET_KEYS);
  });

  it("holds nothing of another user's", async () => {
    const { text, data } = await download(other.cookie);
    expect(data.user.id).toBe(other.id);
    expect(text).not.toContain(user.id);
    expect(text).not.toContain(user.email);
    expect(data.footprints).toEqual([]);
    expect(data.feedback).toEqual([]);
  });

  it('is audited', async () => {
    const entries = await t.database.db.$count(
      auditLogs,
      and(eq(auditLogs.user_id, user.id), eq(auditLogs.action, 'user.data_export')),
    );
    expect(entries).toBeGreaterThanOrEqual(1);
  });

  it('covers every user-owned table of the schema', async () => {
    expect(
      await userOwnedTables(t.database.db),
      'a new table with user_id must be added to the export (export.service.ts)',
    ).toEqual([...EXPORTED_USER_TABLES].sort());
  });

  it('takes the same number of queries however much data there is', async () => {
    const run = () => t.request('/api/account/export', { cookie: user.cookie });
    const small = await countStatements(t.database, run);
    const db = t.database.db;
    const more = await createFootprints(db, user.id, 30, { custom: true });
    const journey = await createJourney(db, user.id, { name: 'Second' });
    await createJourneyLinks(
      db,
      user.id,
      journey.id,
      more.map((f) => f.id),
    );
    const large = await countStatements(t.database, run);
    // An N+1 would add 30+ statements; a stray background statement (the pool is shared with
    // the app's own after-commit work) may add one or two on a busy machine.
    expect(Math.abs(large - small)).toBeLessThanOrEqual(2);
    // The 25 reads (documents, households and shared journeys added three; contact suggestions
    // one) are counted.
    expect(small).toBeGreaterThanOrEqual(25);
    expect(small).toBeLessThanOrEqual(32);
  });
});
