import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { authPost, liveSession, me, signIn, uniqueEmail } from '../../test/auth-flows';
import { CookieJar } from '../../test/cookie-jar';
import { linkIn, pathOf, waitForMail } from '../../test/mailbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { secretFromUri, totpCode } from '../../test/totp';
import type { AdminUser, Factor, GeneratedLink } from './admin-users.schemas';
import { adminApi, signUpAdmin, type ApiError } from '../../test/admin-test-kit';

const NEW_PASSWORD = 'my own new passphrase';

describe('admin: invitations, generated links and second factors', () => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = adminApi(t, (await signUpAdmin(t)).cookie);
  });
  afterAll(() => t.close());

  const generate = async (id: string, type: 'sign-in' | 'recovery') => {
    const res = await api('POST', `/${id}/links`, { type });
    expect(res.status).toBe(201);
    return (await res.json()) as GeneratedLink;
  };

  /** Follows a set-password link to /reset-password and sets the password there. */
  async function setPasswordVia(link: string) {
    const landing = await t.request(pathOf(link));
    const target = new URL(landing.headers.get('location')!);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    return authPost(t, '/reset-password', { token, newPassword: NEW_PASSWORD });
  }

  it('invites: creates the user without a password and mails a set-password link', async () => {
    const email = uniqueEmail('invitee');
    const res = await api('POST', '/invite', { email, name: 'Ivy Invitee' });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: AdminUser };
    expect(user).toMatchObject({ email, emailVerified: false });
    expect((await signIn(t, email)).res.status).toBe(401); // no password yet

    const mail = await waitForMail(t, email, /You're invited to Updately/);
    expect(mail.html).toContain('Set my password');
    expect((await setPasswordVia(linkIn(mail.text))).status).toBe(200);
    const { res: signedIn, jar } = await signIn(t, email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await me(t, jar)).profile).toMatchObject({ first_name: 'Ivy', last_name: 'Invitee' });

    const again = await api('POST', '/invite', { email, name: 'Ivy' });
    expect(again.status).toBe(409);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.user_invite'), eq(auditLogs.resource_id, user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ new_values: { email, isAdmin: false } });
  });

  it('generates a one-time sign-in link that lands on /dashboard', async () => {
    const user = await t.signUp();
    const link = await generate(user.id, 'sign-in');
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/api\/auth\/magic-link\/verify\?token=/);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const jar = new CookieJar();
    const res = jar.store(await t.request(pathOf(link.url)));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/dashboard$/);
    expect((await me(t, jar)).user?.id).toBe(user.id);

    const reused = await t.request(pathOf(link.url));
    expect(res.headers.get('location')).not.toBe(reused.headers.get('location'));
    expect(reused.headers.get('location')).toContain('error=INVALID_TOKEN');
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.link_sign_in'), eq(auditLogs.resource_id, user.id)));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain('token');
  });

  it('refuses a sign-in link for a banned user; the public magic-link endpoint does not exist', async () => {
    const user = await t.signUp();
    await api('POST', `/${user.id}/ban`, {});
    const res = await api('POST', `/${user.id}/links`, { type: 'sign-in' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).error.message).toBe('The user is banned');
    const open = await authPost(t, '/sign-in/magic-link', { email: user.email });
    expect(open.status).toBe(404);
  });

  it('generates a recovery link that sets a new password once and signs the user out', async () => {
    const user = await t.signUp();
    const link = await generate(user.id, 'recovery');
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.link_recovery'), eq(auditLogs.resource_id, user.id)));
    expect(entry?.new_values).toEqual({ type: 'recovery', expiresAt: link.expiresAt });
    expect(JSON.stringify(entry)).not.toContain(new URL(link.url).pathname.split('/').at(-1));
    expect((await setPasswordVia(link.url)).status).toBe(200);
    expect(await liveSession(t, user.cookie)).toBeNull();
    expect((await signIn(t, user.email, NEW_PASSWORD)).res.status).toBe(200);
    expect((await setPasswordVia(link.url)).status).toBe(400);
  });

  describe('factors', () => {
    async function enrolled() {
      const user = await t.signUp();
      const jar = CookieJar.from(user.cookie);
      const start = await authPost(t, '/two-factor/enable', { password: TEST_PASSWORD }, jar);
      const { totpURI, backupCodes } = (await start.json()) as {
        totpURI: string;
        backupCodes: string[];
      };
      const secret = secretFromUri(totpURI);
      await authPost(t, '/two-factor/verify-totp', { code: totpCode(secret) }, jar);
      return { ...user, backupCodes };
    }
    const factorsOf = async (id: string) =>
      ((await (await api('GET', `/${id}/factors`)).json()) as { factors: Factor[] }).factors;

    it('lists TOTP and the backup codes left, never a secret', async () => {
      const user = await enrolled();
      const [factor] = await factorsOf(user.id);
      expect(factor).toEqual({
        id: expect.any(String),
        type: 'totp',
        status: 'verified',
        backupCodesRemaining: 10,
      });
      const { jar } = await signIn(t, user.email);
      await authPost(t, '/two-factor/verify-backup-code', { code: user.backupCodes[0] }, jar);
      expect((await factorsOf(user.id))[0]?.backupCodesRemaining).toBe(9);
      expect(await factorsOf((await t.signUp()).id)).toEqual([]);
    });

    it('removes a factor: the password alone signs in again', async () => {
      const user = await enrolled();
      const [factor] = await factorsOf(user.id);
      expect((await api('DELETE', `/${user.id}/factors/${factor!.id}`)).status).toBe(204);
      expect(await factorsOf(user.id)).toEqual([]);
      const [entry] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'admin.mfa_remove'), eq(auditLogs.resource_id, user.id)));
      expect(entry).toMatchObject({
        old_values: { factorId: factor!.id, twoFactorEnabled: true },
        new_values: { factorId: null, twoFactorEnabled: false },
      });
      const { res } = await signIn(t, user.email);
      expect(((await res.json()) as { token?: string }).token).toBeTruthy();
      const again = await api('DELETE', `/${user.id}/factors/${factor!.id}`);
      expect(again.status).toBe(404);
      expect(((await again.json()) as ApiError).error.message).toBe('Factor not found');
    });

    it("refuses to remove another user's factor through the wrong user id", async () => {
      const owner = await enrolled();
      const [factor] = await factorsOf(owner.id);
      const stranger = await t.signUp();
      expect((await api('DELETE', `/${stranger.id}/factors/${factor!.id}`)).status).toBe(404);
      expect(await factorsOf(owner.id)).toHaveLength(1);
    });
  });
});
