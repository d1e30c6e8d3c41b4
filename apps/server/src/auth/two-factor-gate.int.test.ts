import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { authPost, type AuthError } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn, linkIn, pathOf, waitForMail } from '../test/mailbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { secretFromUri, totpCode } from '../test/totp';
import { authDatabaseHooks } from './auth-database-hooks';
import { TWO_FACTOR_REQUIRED_MESSAGE } from './two-factor-gate';

describe('two-factor cannot be skipped with another sign-in method', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function enrolledUser() {
    const user = await t.signUp();
    const jar = CookieJar.from(user.cookie);
    const start = await authPost(t, '/two-factor/enable', { password: TEST_PASSWORD }, jar);
    const { totpURI } = (await start.json()) as { totpURI: string };
    const verify = await authPost(
      t,
      '/two-factor/verify-totp',
      { code: totpCode(secretFromUri(totpURI)) },
      jar,
    );
    expect(verify.status).toBe(200);
    return user;
  }

  it('refuses an email one-time code sign-in for an account with TOTP on', async () => {
    const user = await enrolledUser();
    await authPost(t, '/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' });
    const otp = codeIn((await waitForMail(t, user.email, /sign-in code/)).text);
    const jar = new CookieJar();
    const res = await authPost(t, '/sign-in/email-otp', { email: user.email, otp }, jar);
    expect(res.status).toBe(403);
    expect((await res.json()) as AuthError).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: TWO_FACTOR_REQUIRED_MESSAGE,
    });
    expect(jar.toString()).not.toContain('session_token');
  });

  it('still lets an account without TOTP sign in with a code', async () => {
    const user = await t.signUp();
    await authPost(t, '/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' });
    const otp = codeIn((await waitForMail(t, user.email, /sign-in code/)).text);
    const res = await authPost(
      t,
      '/sign-in/email-otp',
      { email: user.email, otp },
      new CookieJar(),
    );
    expect(res.status).toBe(200);
  });

  it('refuses the session of an email-verification code for an account with TOTP on (H1)', async () => {
    const user = await enrolledUser();
    await authPost(t, '/email-otp/send-verification-otp', {
      email: user.email,
      type: 'email-verification',
    });
    const otp = codeIn((await waitForMail(t, user.email, /sign-in code/)).text);
    const jar = new CookieJar();
    const res = await authPost(t, '/email-otp/verify-email', { email: user.email, otp }, jar);
    expect(res.status).toBe(403);
    expect((await res.json()) as AuthError).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(jar.toString()).not.toContain('session_token');
    expect(await sessionCount(user.id)).toBe(1); // only the one from enrolling
  });

  it('refuses the session of a confirmation link for an account with TOTP on (H1)', async () => {
    const user = await enrolledUser();
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await authPost(t, '/send-verification-email', { email: user.email });
    const link = linkIn((await waitForMail(t, user.email, /confirm/i)).text);
    const jar = new CookieJar();
    const res = await t.request(pathOf(link).replace(/&?callbackURL=[^&]*/, ''));
    jar.store(res);
    expect(res.status).toBe(403);
    expect(jar.toString()).not.toContain('session_token');
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('answers a wrong code for an account with TOTP on as for any account (L4)', async () => {
    const withTotp = await enrolledUser();
    const without = await t.signUp();
    const answers = [];
    for (const user of [withTotp, without]) {
      await authPost(t, '/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' });
      await waitForMail(t, user.email, /sign-in code/);
      const res = await authPost(t, '/sign-in/email-otp', { email: user.email, otp: '000000' });
      answers.push({ status: res.status, code: ((await res.json()) as AuthError).code });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.code).not.toBe('TWO_FACTOR_REQUIRED');
  });

  it('lets only the password sign-ins and the second factor open a session when TOTP is on', async () => {
    const user = await enrolledUser();
    const hooks = authDatabaseHooks({
      config: t.config,
      db: t.database.db,
      logger: createLogger('silent'),
    });
    type Before = typeof hooks.session.create.before;
    const session = { userId: user.id } as Parameters<Before>[0];
    const at = (path: string) => ({ path }) as unknown as Parameters<Before>[1];
    for (const path of ['/sign-in/email', '/two-factor/verify-totp', '/change-password']) {
      expect(await hooks.session.create.before(session, at(path)), path).toBeUndefined();
    }
    expect(await hooks.session.create.before(session, at('/callback/google'))).toBe(false);
    for (const path of ['/verify-email', '/email-otp/verify-email', '/some/future-endpoint']) {
      await expect(hooks.session.create.before(session, at(path)), path).rejects.toMatchObject({
        body: { code: 'TWO_FACTOR_REQUIRED' },
      });
    }
    const plain = { userId: (await t.signUp()).id } as Parameters<Before>[0];
    expect(await hooks.session.create.before(plain, at('/verify-email'))).toBeUndefined();
  });

  const sessionCount = (userId: string) =>
    t.database.db.$count(sessions, eq(sessions.userId, userId));
});
