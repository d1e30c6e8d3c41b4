import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@updately/shared/messages';
import { claimTotpCode } from '../../auth/totp-replay';
import {
  accounts,
  adminEmailGrants,
  auditLogs,
  deadlineReminders,
  errorLogs,
  journeyHousehold,
  journeyMembers,
  profiles,
  sessionStepUps,
  sessions,
  twoFactors,
  users,
  brandContactSuggestions,
} from '../../db/schema';
import { authPost } from '../../test/auth-flows';
import { CookieJar } from '../../test/cookie-jar';
import { codeIn, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logUserAction } from '../../platform/audit/audit-log';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import type { RealtimeEvent } from '../../platform/realtime/realtime-hub';
import { grantRole } from '../../platform/roles/roles';
import {
  avatarForm,
  expectError,
  imageBytes,
  signIn,
  tempDataDir,
  userRowCounts,
  withoutCookieCache,
  type TestUser,
} from '../../test/account-test-kit';
import { REAUTH_NEEDED, TOO_MANY_ATTEMPTS, WRONG_PASSWORD } from './delete-account.routes';
import { createBrand } from '../../seed/factories/brand-factories';
import { approveAddress, waitForStatus } from '../../test/update-kit';
import { createOrganization } from '../../test/business-kit';

const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60 * 1000);

describe('delete-user-account', () => {
  const dataDir = tempDataDir();
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let secondDevice: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { DATA_DIR: dataDir } });
    user = await t.signUp();
    other = await t.signUp({ password: 'another long enough passphrase' });
    for (const u of [user, other]) await giveEveryKindOfRow(t, u);
    secondDevice = await signIn(t, user, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const remove = (json: unknown, cookie = user.cookie) =>
    t.request('/api/account', { method: 'DELETE', json, cookie });
  const avatarDir = (userId: string) => path.join(dataDir, 'uploads', 'avatars', userId);
  /** Signed in, and last confirmed it was them, more than 10 minutes ago. */
  const makeSessionsStale = async (userId: string) => {
    const db = t.database.db;
    await db
      .update(sessions)
      .set({ createdAt: ELEVEN_MINUTES_AGO() })
      .where(eq(sessions.userId, userId));
    await db
      .update(sessionStepUps)
      .set({ verifiedAt: ELEVEN_MINUTES_AGO() })
      .where(eq(sessionStepUps.userId, userId));
  };

  /** Rows outside the user's own tables that name them by email or id. */
  const traceCounts = async (u: TestUser) => {
    const db = t.database.db;
    const count = async (query: SQL) => Number((await queryRows<{ n: number }>(db, query))[0]!.n);
    return {
      mail: await count(
        sql`select count(*)::int as n from dev_mailbox where "to" = ${u.email} or position(${u.email} in text) > 0`,
      ),
      companyMail: await count(
        sql`select count(*)::int as n from dev_mailbox where "to" <> ${u.email} and position(${u.email} in text) > 0`,
      ),
      limits: await count(
        sql`select count(*)::int as n from rate_limits where position(${u.id} in key) > 0 or position(${u.email} in key) > 0`,
      ),
      jobs: await count(
        sql`select count(*)::int as n from pgboss.job where position(${u.email} in data::text) > 0`,
      ),
    };
  };

  it('starts with traces of the user outside their own tables', async () => {
    const traces = await traceCounts(user);
    expect(traces.mail).toBeGreaterThan(0);
    expect(traces.companyMail).toBeGreaterThan(0);
    expect(traces.limits).toBeGreaterThan(0);
    expect(traces.jobs).toBeGreaterThan(0);
  });

  it('answers 401 to anonymous callers', async () => {
    await expectError(
      await t.request('/api/account', { method: 'DELETE', json: { confirm: 'DELETE' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('starts from a user with rows in every user-owned table', async () => {
    const counts = await userRowCounts(t.database.db, user.id);
    expect(Object.keys(counts).length).toBeGreaterThanOrEqual(12);
    for (const [table, n] of Object.entries(counts)) expect(n, table).toBeGreaterThan(0);
    expect(existsSync(avatarDir(user.id))).toBe(true);
  });

  it('needs the typed confirmation: 400 and nothing deleted', async () => {
    const before = await userRowCounts(t.database.db, user.id);
    for (const json of [
      {},
      { confirm: 'delete' },
      { confirm: 'DELETE ' },
      { confirm: true },
      { confirm: 'DELETE', password: '' },
    ]) {
      await expectError(await remove(json), 400, 'VALIDATION_FAILED');
    }
    expect(await userRowCounts(t.database.db, user.id)).toEqual(before);
  });

  it('needs re-authentication once the session is older than 10 minutes', async () => {
    await makeSessionsStale(user.id);
    const before = await userRowCounts(t.database.db, user.id);
    const missing = await expectError(await remove({ confirm: 'DELETE' }), 403, 'FORBIDDEN');
    expect(missing.message).toBe(REAUTH_NEEDED);
    const wrong = await remove({ confirm: 'DELETE', password: 'not my password at all' });
    expect((await expectError(wrong, 403, 'FORBIDDEN')).message).toBe(WRONG_PASSWORD);
    // Another user's password is no use either: it is checked against the caller's account.
    await makeSessionsStale(other.id);
    const borrowed = await remove({ confirm: 'DELETE', password: user.password }, other.cookie);
    await expectError(borrowed, 403, 'FORBIDDEN');

    const after = await userRowCounts(t.database.db, user.id);
    expect({ ...after, audit_logs: 0 }).toEqual({ ...before, audit_logs: 0 });
    expect(after.audit_logs).toBe(before.audit_logs! + 1); // the failed attempt is audited
    expect(await t.request('/api/account/profile', { cookie: user.cookie })).toHaveProperty(
      'status',
      200,
    );
  });

  it('deletes every row the user owns in one go, ends every session and tells open tabs', async () => {
    const db = t.database.db;
    const auditIds = (
      await db.select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.user_id, user.id))
    ).map((r) => r.id);
    // An entry someone else (an admin) wrote about the user, naming them.
    await logUserAction(
      db,
      {
        userId: other.id,
        action: 'admin.user_update',
        resourceType: 'USER',
        resourceId: user.id,
        newValues: { email: user.email },
      },
      t.deps.logger,
    );
    const otherBefore = await userRowCounts(db, other.id);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe(user.id, (e) => events.push(e));

    const res = await remove({ confirm: 'DELETE', password: user.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const cleared = res.headers.getSetCookie().filter((c) => /Max-Age=0/i.test(c));
    expect(cleared.some((c) => c.includes('session_token=;'))).toBe(true);
    expect(MESSAGES.accountDeletedByUser.title).toBe('Account Deleted');

    const after = await userRowCounts(db, user.id);
    for (const [table, n] of Object.entries(after)) expect(n, table).toBe(0);
    expect(existsSync(avatarDir(user.id))).toBe(false);
    await vi.waitFor(() => expect(events.map((e) => e.type)).toContain('profile_deleted'));
    unsubscribe();

    // Audit entries stay, de-identified; the deletion itself is among them.
    const kept = await db.select().from(auditLogs).where(inArray(auditLogs.id, auditIds));
    expect(kept).toHaveLength(auditIds.length);
    for (const entry of kept) {
      expect(entry).toMatchObject({
        user_id: null,
        old_values: null,
        new_values: null,
        metadata: null,
        ip_address: null,
        user_agent: null,
      });
      expect(entry.resource_id).not.toBe(user.id);
    }
    const [deletion] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'user.delete'));
    expect(deletion).toMatchObject({
      user_id: null,
      resource_type: 'USER',
      metadata: { reauthentication: 'password' },
    });
    const everything = JSON.stringify(await db.select().from(auditLogs));
    expect(everything).not.toContain(user.email);
    expect(everything).not.toContain(user.id);

    // Nothing elsewhere names them any more (L2): mailbox, rate-limit keys, job payloads.
    const traces = await traceCounts(user);
    expect(traces).toEqual({ mail: 0, companyMail: 0, limits: 0, jobs: 0 });
    const othersTraces = await traceCounts(other);
    expect(othersTraces.mail).toBeGreaterThan(0);
    expect(othersTraces.companyMail).toBeGreaterThan(0);
    expect(othersTraces.jobs).toBeGreaterThan(0);

    expect(await userRowCounts(db, other.id)).toEqual(otherBefore);
    expect(existsSync(avatarDir(other.id))).toBe(true);
  });

  it('leaves the old cookies worthless and the account unable to sign in', async () => {
    for (const cookie of [user.cookie, secondDevice]) {
      await expectError(await t.request('/api/account/profile', { cookie }), 401, 'UNAUTHORIZED');
      await expectError(
        await t.request('/api/feedback', {
          method: 'POST',
          cookie,
          json: { feedbackType: 'bug', content: 'x', pageLocation: '/' },
        }),
        401,
        'UNAUTHORIZED',
      );
      const me = await t.request('/api/me', { cookie: withoutCookieCache(cookie) });
      expect(await me.json()).toMatchObject({ user: null });
    }
    const session = await t.request('/api/auth/get-session?disableCookieCache=true', {
      cookie: user.cookie,
    });
    expect(await session.json()).toBeNull();
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(401);
  });

  it('needs no password within 10 minutes of signing in', async () => {
    const fresh = await t.signUp();
    const res = await remove({ confirm: 'DELETE' }, fresh.cookie);
    expect(res.status).toBe(200);
    const counts = await userRowCounts(t.database.db, fresh.id);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    const [entry] = await t.database.db
      .select({ metadata: auditLogs.metadata })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'user.delete'))
      .orderBy(auditLogs.created_at)
      .offset(1);
    expect(entry?.metadata).toEqual({ reauthentication: 'fresh_session' });
  });

  it('lets an account without a password confirm with a code, never asking for a password', async () => {
    const email = `no-password-${crypto.randomUUID()}@example.com`;
    await authPost(t, '/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const otp = codeIn((await waitForMail(t, email, /sign-in code/)).text);
    const jar = new CookieJar();
    await authPost(t, '/sign-in/email-otp', { email, otp }, jar);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    await makeSessionsStale(row!.id);

    const refused = await remove({ confirm: 'DELETE' }, jar.toString());
    expect((await expectError(refused, 403, 'FORBIDDEN')).message).toBe(REAUTH_NEEDED);
    await t.request('/api/account/reauthenticate', {
      method: 'POST',
      json: { channel: 'email' },
      cookie: jar.toString(),
    });
    const code = codeIn((await waitForMail(t, email, /Confirm it's you/)).text);
    const verified = await t.request('/api/account/reauthenticate/verify', {
      method: 'POST',
      json: { method: 'code', code },
      cookie: jar.toString(),
    });
    expect(verified.status).toBe(200);
    expect((await remove({ confirm: 'DELETE' }, jar.toString())).status).toBe(200);
    expect((await userRowCounts(t.database.db, row!.id)).profiles).toBe(0);
    const [entry] = await t.database.db
      .select({ metadata: auditLogs.metadata })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'user.delete'))
      .orderBy(desc(auditLogs.created_at))
      .limit(1);
    expect(entry?.metadata).toEqual({ reauthentication: 'step_up' });
  });

  it('stops password guessing after 5 wrong passwords', async () => {
    const target = await t.signUp();
    await makeSessionsStale(target.id);
    for (let i = 0; i < 5; i++) {
      const res = await remove({ confirm: 'DELETE', password: `guess number ${i}` }, target.cookie);
      await expectError(res, 403, 'FORBIDDEN');
    }
    const blocked = await remove({ confirm: 'DELETE', password: target.password }, target.cookie);
    expect((await expectError(blocked, 429, 'RATE_LIMITED')).message).toBe(TOO_MANY_ATTEMPTS);
    expect((await userRowCounts(t.database.db, target.id)).profiles).toBe(1);
  });

  it('tells open tabs even when the profile row was already gone', async () => {
    const bare = await t.signUp();
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe(bare.id, (e) => events.push(e));
    await t.database.db.delete(profiles).where(eq(profiles.user_id, bare.id));
    const told = () => events.filter((e) => e.type === 'profile_deleted');
    await vi.waitFor(() => expect(told()).toHaveLength(1)); // the trigger, for the direct delete
    expect((await remove({ confirm: 'DELETE' }, bare.cookie)).status).toBe(200);
    await vi.waitFor(() => expect(told()).toHaveLength(2));
    unsubscribe();
  });
});

/** One row (at least) in every user-owned table, and an avatar file. */
async function giveEveryKindOfRow(t: TestApp, user: TestUser) {
  const db = t.database.db;
  const emailed = await createBrand(db);
  const footprints = await createFootprints(db, user.id, 2, { brandIds: [emailed.id] });
  const journey = await createJourney(db, user.id, { target_address: '1 Gone Street' });
  await createJourneyLinks(db, user.id, journey.id, [footprints[0]!.id]);
  // An update emailed to a company: its mail (in the dev mailbox) names the user too.
  const [update] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
  await waitForStatus(t, update!.id, 'sent');
  await db
    .insert(deadlineReminders)
    .values({ request_id: update!.id, user_id: user.id, due_on: '2027-01-01' });
  await grantRole(db, user.id, 'admin');
  await createOrganization(t, user.cookie, 'Gone Soon Pty Ltd');
  await db.insert(adminEmailGrants).values({ user_id: user.id });
  await db.insert(twoFactors).values({ userId: user.id, secret: 's', backupCodes: 'b' });
  await claimTotpCode(db, user.id, '123456');
  await db.insert(accounts).values({ userId: user.id, providerId: 'google', accountId: user.id });
  await db.insert(errorLogs).values({ user_id: user.id, message: 'x' });
  await db.insert(brandContactSuggestions).values({
    user_id: user.id,
    company_name: 'Suggested Co',
    channel: 'phone',
    value: { phone: '+611300123456', hours: null },
    source_url: 'https://suggested.example/contact',
  });
  // A journey of someone else's the user shares (journey_members).
  const host = await t.signUp();
  const shared = await createJourney(db, host.id, { name: 'Shared with the user' });
  await db
    .insert(journeyMembers)
    .values({ journey_id: shared.id, user_id: user.id, role: 'viewer' });
  const calls: [string, string, unknown][] = [
    ['/api/feedback', 'POST', { feedbackType: 'other', content: 'Hi', pageLocation: '/help' }],
    ['/api/account/consents', 'POST', { consentType: 'marketing', granted: true }],
    ['/api/account/profile', 'PATCH', { first_name: 'Gone', last_name: 'Soon' }],
    ['/api/account/reauthenticate/verify', 'POST', { method: 'password', password: user.password }],
    ['/api/account/reauthenticate', 'POST', { channel: 'email' }],
  ];
  for (const [path, method, json] of calls) {
    const res = await t.request(path, { method, json, cookie: user.cookie });
    expect(res.status).toBeLessThan(300);
  }
  const avatar = await t.request('/api/account/avatar', {
    method: 'POST',
    body: avatarForm(imageBytes.png(), 'image/png'),
    cookie: user.cookie,
  });
  expect(avatar.status).toBe(200);
  const upload = new FormData();
  upload.set('type', 'death_certificate');
  upload.set('file', new Blob([imageBytes.png()], { type: 'image/png' }), 'scan.png');
  const uploaded = await t.request(`/api/journeys/${journey.id}/documents`, {
    method: 'POST',
    body: upload,
    cookie: user.cookie,
  });
  expect(uploaded.status).toBe(201);
  // A household member who joined another person's move.
  await db.insert(journeyHousehold).values({
    journey_id: shared.id,
    relation: 'partner',
    name_key_id: 'k',
    name_ciphertext: 'c',
    user_id: user.id,
  });
}
