import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userConsents, users } from '../db/schema';
import {
  auditActionsOf,
  authPost,
  me,
  signIn,
  uniqueEmail,
  type AuthError,
} from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { linkIn, pathOf, waitForMail } from '../test/mailbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

describe('sign-up with email and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

  it('creates an unconfirmed user with profile and consent, and mails a link that signs in on /dashboard', async () => {
    const email = uniqueEmail('ada');
    const browser = new CookieJar();
    const res = await authPost(
      t,
      '/sign-up/email',
      {
        email,
        password: TEST_PASSWORD,
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'King',
      },
      browser,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string | null }).token).toBeNull();
    // No session before the address is confirmed: only the sign-up proof (sign-up-proof.ts).
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      'updately.sign_up_proof',
    ]);

    const user = await userByEmail(email);
    expect(user.emailVerified).toBe(false);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.user_id, user.id));
    expect(profile).toMatchObject({
      first_name: 'Ada',
      last_name: 'King',
      auth_provider: 'email',
      data_processing_consent: true,
      marketing_consent: false,
    });
    const consents = await t.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.user_id, user.id));
    expect(consents).toMatchObject([
      { consent_type: 'data_processing', granted: true, version: '1.0' },
    ]);

    const mail = await waitForMail(t, email, /Confirm your email/);
    expect(mail.html).toContain('<a href="http://localhost:3000/api/auth/verify-email?');
    const confirm = await t.request(pathOf(linkIn(mail.text)), { cookie: browser.toString() });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/dashboard');
    browser.store(confirm);
    const signedIn = await me(t, browser);
    expect(signedIn.user).toMatchObject({ email, emailVerified: true });
    expect(await auditActionsOf(t, user.id)).toEqual(['user.signup', 'user.signin']);
  });

  it('splits a full name at the first space when no first and last name are given', async () => {
    const email = uniqueEmail('grace');
    await authPost(t, '/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Grace Brewster Hopper',
    });
    const user = await userByEmail(email);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.user_id, user.id));
    expect(profile).toMatchObject({ first_name: 'Grace', last_name: 'Brewster Hopper' });
  });

  it('refuses to sign in until the email is confirmed, and resends the link on request', async () => {
    const email = uniqueEmail('late');
    const browser = new CookieJar();
    await authPost(
      t,
      '/sign-up/email',
      { email, password: TEST_PASSWORD, name: 'Late Comer' },
      browser,
    );
    const { res } = await signIn(t, email);
    expect(res.status).toBe(403);
    expect(((await res.json()) as AuthError).code).toBe('EMAIL_NOT_VERIFIED');

    await waitForMail(t, email, /Confirm your email/);
    const resend = await authPost(t, '/send-verification-email', { email });
    expect(resend.status).toBe(200);
    const mail = await waitForMail(t, email, /Confirm your email/, 2);
    const confirm = await t.request(pathOf(linkIn(mail.text)), { cookie: browser.toString() });
    expect(confirm.headers.get('location')).toBe('/dashboard');
    expect((await signIn(t, email)).res.status).toBe(200);
  });

  it('answers a forged confirmation link with an error redirect and no session', async () => {
    const res = await t.request('/api/auth/verify-email?token=forged&callbackURL=%2Fdashboard');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?error=INVALID_TOKEN');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  type SignUpBody = { token: string | null; user: { emailVerified: boolean; createdAt: string } };

  describe('an email that is already registered (the 60-second rule)', () => {
    const signUp = (email: string) =>
      authPost(t, '/sign-up/email', { email, password: TEST_PASSWORD, name: 'Again' });

    it('answers a confirmed address exactly like a new one, and tells its owner by email (L4)', async () => {
      const { email } = await t.signUp();
      const res = await signUp(email);
      const fresh = await signUp(uniqueEmail('fresh'));
      expect(res.status).toBe(fresh.status);
      const [existing, created] = [
        (await res.json()) as SignUpBody,
        (await fresh.json()) as SignUpBody,
      ];
      expect(Object.keys(existing).sort()).toEqual(Object.keys(created).sort());
      expect(Object.keys(existing.user).sort()).toEqual(Object.keys(created.user).sort());
      expect(existing.user.emailVerified).toBe(false);
      expect(Date.now() - new Date(existing.user.createdAt).getTime()).toBeLessThan(60_000);
      const mail = await waitForMail(t, email, /Someone tried to sign up/);
      expect(mail.text).toContain('http://localhost:3000/login');
    });

    it('goes through again within 60 seconds of an unconfirmed sign-up', async () => {
      const email = uniqueEmail('twice');
      expect((await signUp(email)).status).toBe(200);
      expect((await signUp(email)).status).toBe(200);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(
        1,
      );
    });

    it('is refused with 422 when the unconfirmed sign-up is older than 60 seconds', async () => {
      const email = uniqueEmail('stale');
      await signUp(email);
      await t.database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(users.email, email));
      const res = await signUp(email);
      expect(res.status).toBe(422);
      expect(((await res.json()) as AuthError).code).toBe('USER_ALREADY_EXISTS');
    });
  });

  describe('password rules (NIST SP 800-63B-4)', () => {
    it('refuses a common password with 400 WEAK_PASSWORD and the reason, creating nothing', async () => {
      const email = uniqueEmail('weak');
      const res = await authPost(t, '/sign-up/email', {
        email,
        password: 'password123',
        name: 'Weak',
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as AuthError;
      expect(body.code).toBe('WEAK_PASSWORD');
      expect(body.reasons).toEqual([
        'This password is one of the most commonly used: choose another.',
      ]);
      expect(body.message).toMatch(/^Password is too weak: /);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('lists every reason of a short password', async () => {
      const res = await authPost(t, '/sign-up/email', {
        email: uniqueEmail('short'),
        password: 'abc',
        name: 'Short',
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as AuthError;
      expect(body.reasons).toContain('Use at least 8 characters (15 or more is better).');
    });

    it('accepts a long passphrase without any composition rule', async () => {
      const res = await authPost(t, '/sign-up/email', {
        email: uniqueEmail('long'),
        password: 'correct horse battery staple',
        name: 'Long',
      });
      expect(res.status).toBe(200);
    });
  });
});
