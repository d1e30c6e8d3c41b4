import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema';
import { auditActionsOf, authPost, me, signIn, uniqueEmail } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn, linkIn, pathOf, waitForMail } from '../test/mailbox';
import { createTestApp, type TestApp } from '../test/test-app';

const ATTACKER_PASSWORD = 'chosen by someone else entirely';

describe('a pre-registered address cannot keep its stranger-chosen password (L10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signs `email` up from `jar` (a browser), as the attacker or the owner would. */
  const signUpFrom = (jar: CookieJar, email: string) =>
    authPost(t, '/sign-up/email', { email, password: ATTACKER_PASSWORD, name: 'Someone' }, jar);
  const confirmFrom = async (jar: CookieJar, email: string) => {
    const link = linkIn((await waitForMail(t, email, /Confirm your email/)).text);
    return jar.store(await t.request(pathOf(link), { cookie: jar.toString() }));
  };
  const userIdOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('drops the password when the owner confirms from another browser, and signs the owner in', async () => {
    const email = uniqueEmail('victim');
    expect((await signUpFrom(new CookieJar(), email)).status).toBe(200);
    const owner = new CookieJar();
    const confirmed = await confirmFrom(owner, email);
    expect(confirmed.status).toBe(302);
    expect((await me(t, owner)).user).toMatchObject({ email, emailVerified: true });
    expect((await signIn(t, email, ATTACKER_PASSWORD)).res.status).toBe(401);
    const id = await userIdOf(email);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, id))).toEqual([]);
    expect(await auditActionsOf(t, id)).toContain('user.unproven_password_removed');
  });

  it('does the same when the address is confirmed with an emailed code', async () => {
    const email = uniqueEmail('victim-code');
    await signUpFrom(new CookieJar(), email);
    await authPost(t, '/email-otp/send-verification-otp', { email, type: 'email-verification' });
    const otp = codeIn((await waitForMail(t, email, /sign-in code/)).text);
    const owner = new CookieJar();
    expect((await authPost(t, '/email-otp/verify-email', { email, otp }, owner)).status).toBe(200);
    expect((await signIn(t, email, ATTACKER_PASSWORD)).res.status).toBe(401);
  });

  it('keeps the password when the browser that signed up confirms', async () => {
    const email = uniqueEmail('honest');
    const browser = new CookieJar();
    await signUpFrom(browser, email);
    expect(browser.has('sign_up_proof')).toBe(true);
    await confirmFrom(browser, email);
    expect((await signIn(t, email, ATTACKER_PASSWORD)).res.status).toBe(200);
  });

  it('lets the owner set a password of their own afterwards, with a fresh session', async () => {
    const email = uniqueEmail('owner-sets');
    await signUpFrom(new CookieJar(), email);
    const owner = new CookieJar();
    await confirmFrom(owner, email);
    const set = (newPassword: string) =>
      t.request('/api/account/password', {
        method: 'POST',
        json: { newPassword },
        cookie: owner.toString(),
      });
    expect((await set('password')).status).toBe(400);
    expect((await set('my own harbour lights 2027')).status).toBe(200);
    expect((await signIn(t, email, 'my own harbour lights 2027')).res.status).toBe(200);
    expect((await set('another harbour lights 2027')).status).toBe(409);
  });

  it('asks a stale session to confirm before setting a password', async () => {
    const email = uniqueEmail('stale-setter');
    await signUpFrom(new CookieJar(), email);
    const owner = new CookieJar();
    await confirmFrom(owner, email);
    const id = await userIdOf(email);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, id));
    const res = await t.request('/api/account/password', {
      method: 'POST',
      json: { newPassword: 'my own harbour lights 2027' },
      cookie: owner.toString(),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'REAUTHENTICATION_REQUIRED',
    );
  });

  it('answers 401 to anonymous callers of set-password', async () => {
    const res = await t.request('/api/account/password', {
      method: 'POST',
      json: { newPassword: 'my own harbour lights 2027' },
    });
    expect(res.status).toBe(401);
  });
});
