import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSecurity } from '@updately/shared/admin-security-api';
import { auditLogs, sessions, users } from '../../db/schema';
import { grantRole } from '../../platform/roles/roles';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { createUser } from '../../seed/factories/user-factories';
import { uniqueEmail } from '../../test/auth-flows';
import { signUpAdmin, signUpWithTotp, type ApiError } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

const WRONG_PASSWORD = 'not the right passphrase at all';

describe('admin security (GET /api/admin/security) and what it counts', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let userCookie: string;
  let victim: { id: string; email: string };
  let unmfaAdminId: string;
  const get = (query = '', cookie?: string) =>
    t.request(`/api/admin/security${query}`, { cookie: cookie ?? admin.cookie });
  const overview = async () => {
    const res = await get();
    expect(res.status).toBe(200);
    return (await res.json()) as AdminSecurity;
  };
  const signIn = (email: string, password: string, ip: string) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
    admin = await signUpAdmin(t);
    userCookie = (await signUpWithTotp(t, { name: 'Uma User' })).cookie;
    victim = await createUser(t.database.db, { name: 'Vic Tim' });
    const unmfa = await createUser(t.database.db, { name: 'Aaron NoMfa' });
    unmfaAdminId = unmfa.id;
    await grantRole(t.database.db, unmfa.id, 'admin');
  });
  afterAll(() => t.close());

  it('records a failed sign-in on a known account, and one on an unknown email, storing neither what was typed nor the unknown email', async () => {
    const unknownEmail = uniqueEmail('nobody');
    expect((await signIn(victim.email, WRONG_PASSWORD, '203.0.113.7')).status).toBe(401);
    expect((await signIn(unknownEmail, WRONG_PASSWORD, '203.0.113.8')).status).toBe(401);

    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'auth.sign_in_failed'));
    expect(rows).toHaveLength(2);
    const known = rows.find((r) => r.user_id === victim.id)!;
    expect(known).toMatchObject({
      resource_type: 'USER',
      resource_id: victim.id,
      metadata: { method: 'password', account: 'known' },
      ip_address: '203.0.113.7',
    });
    const unknown = rows.find((r) => r.user_id === null)!;
    expect(unknown).toMatchObject({
      resource_id: null,
      metadata: { method: 'password', account: 'unknown' },
      ip_address: '203.0.113.8',
    });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(WRONG_PASSWORD);
    expect(stored).not.toContain(unknownEmail);

    const body = await overview();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.failedSignIns).toMatchObject({
      total: 2,
      knownAccounts: 1,
      byMethod: [{ key: 'password', count: 2 }],
    });
    expect(body.failedSignIns.perDay).toHaveLength(30);
    expect(body.failedSignIns.perDay.at(-1)).toEqual({ date: today, count: 2 });
  });

  it('records a wrong authenticator code at sign-in, not a correct password', async () => {
    const person = await signUpWithTotp(t, { name: 'Tess Totp' });
    const res = await signIn(person.email, person.password, '203.0.113.9');
    expect(res.status).toBe(200);
    const twoFactorCookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const wrong = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: '000000' },
      cookie: twoFactorCookie,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(wrong.status).toBe(401);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.sign_in_failed'), eq(auditLogs.user_id, person.id)));
    expect(rows.map((r) => r.metadata)).toEqual([{ method: 'authenticator', account: 'known' }]);
    expect((await overview()).failedSignIns.byMethod).toEqual([
      { key: 'password', count: 2 },
      { key: 'authenticator', count: 1 },
    ]);
  });

  it('counts the first refusal of each limit and window: per account, and per IP (better-auth)', async () => {
    const before = (await overview()).rateLimitHits.total;
    // One account, 5 attempts a minute: the 6th and 7th are refused, counted once.
    const email = (await createUser(t.database.db)).email;
    for (let i = 0; i < 7; i++) await signIn(email, WRONG_PASSWORD, `198.51.100.${i + 1}`);
    // One IP, 10 sign-ins a minute whatever the account (malformed ones count too): the 11th
    // and 12th are refused, counted once.
    const ip = { 'x-forwarded-for': '192.0.2.55' };
    const post = () =>
      t.request('/api/auth/sign-in/email', { method: 'POST', json: {}, headers: ip });
    for (let i = 0; i < 10; i++) expect((await post()).status).toBe(400);
    expect([(await post()).status, (await post()).status]).toEqual([429, 429]);
    // Our own limiter for anything else (here an API key's, with a limit of 1).
    for (let i = 0; i < 3; i++) {
      await hitRateLimit(t.database.db, 'api-key', 'key-1', { max: 1, windowMs: 60_000 });
    }

    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'security.rate_limited'), isNull(auditLogs.user_id)));
    expect(rows.map((r) => r.metadata)).toEqual(
      expect.arrayContaining([
        { scope: 'account|/sign-in/email' },
        { scope: 'ip|/sign-in/email' },
        { scope: 'api-key' },
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain(email);
    const hits = (await overview()).rateLimitHits;
    expect(hits.total - before).toBe(3);
    expect(hits.byScope).toEqual(
      expect.arrayContaining([
        { key: 'account|/sign-in/email', count: 1 },
        { key: 'ip|/sign-in/email', count: 1 },
        { key: 'api-key', count: 1 },
      ]),
    );
  });

  it('lists the admins, flagging the one without two-factor authentication first', async () => {
    const { admins } = await overview();
    expect(admins.map((a) => [a.id, a.mfa])).toEqual([
      [unmfaAdminId, false],
      [admin.id, true],
    ]);
    expect(admins[1]!.lastActiveAt).not.toBeNull();
  });

  it('counts banned users, two-factor adoption and live sessions as of now', async () => {
    const before = await overview();
    const db = t.database.db;
    await db.update(users).set({ banned: true, banReason: 'spam' }).where(eq(users.id, victim.id));
    const lapsed = await createUser(db);
    await db
      .update(users)
      .set({ banned: true, banExpires: new Date(Date.now() - 60_000) })
      .where(eq(users.id, lapsed.id));
    const session = (expiresAt: Date) => ({
      userId: lapsed.id,
      token: crypto.randomUUID(),
      expiresAt,
    });
    await db
      .insert(sessions)
      .values([session(new Date(Date.now() + 3_600_000)), session(new Date(Date.now() - 1000))]);

    const after = await overview();
    expect(after.bannedUsers.total).toBe(before.bannedUsers.total + 1);
    expect(after.bannedUsers.users).toEqual([
      { id: victim.id, name: 'Vic Tim', email: victim.email, banReason: 'spam', banExpires: null },
    ]);
    const everyone = await db.$count(users);
    expect(after.mfa.users).toBe(everyone);
    // The admin, the plain user and Tess turned two-factor on.
    expect(after.mfa.withMfa).toBe(3);
    expect(after.mfa.rate).toBeCloseTo(3 / everyone);
    expect(after.sessions.active).toBe(before.sessions.active + 1);
    expect(after.sessions.users).toBe(before.sessions.users + 1);
  });

  it("lists admins' newest audit entries, nobody else's", async () => {
    const db = t.database.db;
    const newest = new Date(Date.now() + 60_000);
    await db.insert(auditLogs).values([
      {
        user_id: admin.id,
        action: 'admin.user_update',
        resource_type: 'USER',
        resource_id: victim.id,
        created_at: newest,
      },
      {
        user_id: victim.id,
        action: 'footprint.create',
        resource_type: 'FOOTPRINT',
        created_at: new Date(newest.getTime() + 1000),
      },
    ]);
    const { recentAdminActions } = await overview();
    expect(recentAdminActions[0]).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      action: 'admin.user_update',
      resourceType: 'USER',
      resourceId: victim.id,
      createdAt: newest.toISOString(),
    });
    const admins = new Set([admin.id, unmfaAdminId]);
    expect(recentAdminActions.every((a) => admins.has(a.actorId))).toBe(true);
    const times = recentAdminActions.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a plain user (403), an anonymous caller (401) and a bad range (400)', async () => {
    const asUser = await get('', userCookie);
    expect(asUser.status).toBe(403);
    expect(((await asUser.json()) as ApiError).error.code).toBe('FORBIDDEN');
    expect((await t.request('/api/admin/security')).status).toBe(401);
    const bad = await get('?from=2024-05-01&to=2024-04-01');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).error.message).toBe(
      'from (2024-05-01) is after to (2024-04-01).',
    );
    const ranged = (await (await get('?from=2024-01-01&to=2024-01-07')).json()) as AdminSecurity;
    expect(ranged.failedSignIns).toMatchObject({ total: 0, perDay: expect.any(Array) });
    expect(ranged.failedSignIns.perDay).toHaveLength(7);
  });
});
