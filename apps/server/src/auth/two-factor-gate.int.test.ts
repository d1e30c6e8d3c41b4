import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { authPost, type AuthError } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn, waitForMail } from '../test/mailbox';
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

  it('refuses any session from an unguarded path (OAuth callback) when TOTP is on', async () => {
    const user = await enrolledUser();
    const hooks = authDatabaseHooks({
      config: t.config,
      db: t.database.db,
      logger: createLogger('silent'),
    });
    type Before = typeof hooks.session.create.before;
    const session = { userId: user.id } as Parameters<Before>[0];
    const at = (path: string) => ({ path }) as unknown as Parameters<Before>[1];
    expect(await hooks.session.create.before(session, at('/callback/google'))).toBe(false);
    expect(await hooks.session.create.before(session, at('/sign-in/email'))).toBeUndefined();
  });
});
