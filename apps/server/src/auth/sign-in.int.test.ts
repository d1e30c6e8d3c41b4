import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { grantAdminByEmail } from '../platform/roles/admin-email-grant';
import { hasRole, revokeRole } from '../platform/roles/roles';
import {
  auditActionsOf,
  authPost,
  liveSession,
  me,
  signIn,
  uniqueEmail,
  type AuthError,
} from '../test/auth-flows';
import { loadConfig } from '../lib/config';
import { createTestApp, PRODUCTION_SETTINGS, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { trustedOrigins } from './auth';

const bossEmail = uniqueEmail('boss');

describe('password sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ADMIN_EMAILS: `someone@example.com, ${bossEmail}` } });
  });
  afterAll(() => t.close());

  it('answers a wrong password with 401 and an invalid-credentials message', async () => {
    const { email } = await t.signUp();
    const { res, jar } = await signIn(t, email, 'not the right passphrase');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(jar.toString()).toBe('');
  });

  it('answers an unknown email with the same message', async () => {
    const { res } = await signIn(t, uniqueEmail('nobody'));
    expect(res.status).toBe(401);
    expect(((await res.json()) as AuthError).message).toBe('Invalid email or password');
  });

  it('signs in with a session cookie, records the sign-in and stores the location', async () => {
    const user = await t.signUp();
    const { res, jar } = await signIn(t, user.email);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/updately\.session_token=[^;]+;.*HttpOnly; SameSite=Lax/);
    expect((await me(t, jar)).user?.id).toBe(user.id);

    const [profile] = await t.database.db
      .select({ location: profiles.location, at: profiles.location_detected_at })
      .from(profiles)
      .where(eq(profiles.user_id, user.id));
    // A private or loopback address has no place: the spec's default with the caller's IP.
    expect(profile?.location).toEqual({
      country: 'Australia',
      countryCode: 'AU',
      city: 'Sydney',
      state: null,
      ip: '127.0.0.1',
    });
    expect(profile?.at).toBeInstanceOf(Date);
    expect(await auditActionsOf(t, user.id)).toEqual(['user.signup', 'user.signin', 'user.signin']);
  });

  it('signs out this device: the session ends and the sign-out is recorded', async () => {
    const user = await t.signUp();
    const { jar } = await signIn(t, user.email);
    const signedInCookie = jar.toString();
    const res = await authPost(t, '/sign-out', {}, jar);
    expect(res.status).toBe(200);
    expect(jar.toString()).toBe('');
    expect(await liveSession(t, signedInCookie)).toBeNull();
    expect(await liveSession(t, user.cookie)).not.toBeNull();
    expect(await auditActionsOf(t, user.id)).toContain('user.signout');
  });

  it('answers sign-out without a session quietly, recording nothing', async () => {
    const res = await authPost(t, '/sign-out', {});
    expect(res.status).toBeLessThan(500);
  });

  it('makes the addresses of ADMIN_EMAILS admins when they sign in', async () => {
    const boss = await t.signUp({ email: bossEmail });
    expect(await hasRole(t.database.db, boss.id, 'admin')).toBe(true);
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, boss.id));
    expect(row?.role).toBe('admin');
    expect((await me(t, boss.cookie)).isAdmin).toBe(true);

    const other = await t.signUp();
    expect(await hasRole(t.database.db, other.id, 'admin')).toBe(false);
  });

  it('keeps a revoked ADMIN_EMAILS admin revoked at the next sign-in (L1)', async () => {
    const email = uniqueEmail('revoked-boss');
    const revokedApp = await createTestApp({ config: { ADMIN_EMAILS: email } });
    try {
      const boss = await revokedApp.signUp({ email });
      expect(await hasRole(revokedApp.database.db, boss.id, 'admin')).toBe(true);
      await revokeRole(revokedApp.database.db, boss.id, 'admin');
      const { res } = await signIn(revokedApp, email);
      expect(res.status).toBe(200);
      expect(await hasRole(revokedApp.database.db, boss.id, 'admin')).toBe(false);
    } finally {
      await revokedApp.close();
    }
  });

  it('never makes an unconfirmed claim to an ADMIN_EMAILS address an admin (L1)', async () => {
    const email = uniqueEmail('unconfirmed-boss');
    const claim = await createTestApp({ config: { ADMIN_EMAILS: email } });
    try {
      const [user] = await claim.database.db
        .insert(users)
        .values({ email, name: 'Claimer', emailVerified: false })
        .returning({ id: users.id });
      expect(await grantAdminByEmail(claim.database.db, claim.config.adminEmails, user!.id)).toBe(
        false,
      );
      expect(await hasRole(claim.database.db, user!.id, 'admin')).toBe(false);
      await claim.database.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.id, user!.id));
      expect(await grantAdminByEmail(claim.database.db, claim.config.adminEmails, user!.id)).toBe(
        true,
      );
    } finally {
      await claim.close();
    }
  });

  it('trusts both loopback spellings of the app in development, and no other origin', async () => {
    const { email } = await t.signUp();
    const from = (origin: string) =>
      t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
    expect((await from('http://localhost:3000')).status).toBe(200);
    expect((await from('http://127.0.0.1:3000')).status).toBe(200);
    expect((await from('http://evil.example')).status).toBe(403);
    expect(
      trustedOrigins(
        loadConfig({
          ...PRODUCTION_SETTINGS,
          BETTER_AUTH_SECRET: 'x'.repeat(32),
          APP_URL: 'https://updately.example',
        }),
      ),
    ).toEqual(['https://updately.example']);
  });

  it('keeps a banned user out with 403 BANNED_USER', async () => {
    const user = await t.signUp();
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    const { res } = await signIn(t, user.email);
    expect(res.status).toBe(403);
    expect(((await res.json()) as AuthError).code).toBe('BANNED_USER');
  });

  it('refuses a cookie-carrying POST without an Origin (CSRF protection)', async () => {
    const user = await t.signUp();
    const res = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as AuthError).code).toBe('MISSING_OR_NULL_ORIGIN');
  });

  it('refuses a POST from another origin', async () => {
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        // Well formed (a malformed session cookie is refused before any origin check).
        cookie: `updately.session_token=abc.${'A'.repeat(43)}%3D`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as AuthError).code).toBe('INVALID_ORIGIN');
  });
});
