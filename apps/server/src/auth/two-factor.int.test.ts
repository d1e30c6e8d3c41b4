import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { auditActionsOf, authPost, me, signIn, type AuthError } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn, waitForMail } from '../test/mailbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { secretFromUri, totpCode } from '../test/totp';
import { TOTP_CODE_USED_MESSAGE, TOTP_REUSE_WINDOW_MS, claimTotpCode } from './totp-replay';

type Enrolment = { totpURI: string; backupCodes: string[] };

/** The code an authenticator shows in the next 30-second step (accepted one step early). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('two-factor authentication (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Enrols a new user: QR code URI and backup codes, then the first code turns it on. */
  async function enrolledUser() {
    const user = await t.signUp();
    const jar = CookieJar.from(user.cookie);
    const start = await authPost(t, '/two-factor/enable', { password: TEST_PASSWORD }, jar);
    expect(start.status).toBe(200);
    const enrolment = (await start.json()) as Enrolment;
    expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\/Updately:.+\?secret=[A-Z2-7]+/);
    expect(enrolment.backupCodes).toHaveLength(10);
    const secret = secretFromUri(enrolment.totpURI);
    const enrolCode = totpCode(secret);
    const verify = await authPost(t, '/two-factor/verify-totp', { code: enrolCode }, jar);
    expect(verify.status).toBe(200);
    return { ...user, jar, secret, enrolCode, backupCodes: enrolment.backupCodes };
  }

  async function passwordStep(email: string) {
    const { res, jar } = await signIn(t, email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(jar.has('session_token')).toBe(false);
    expect(jar.has('two_factor')).toBe(true);
    return jar;
  }

  it('turns on with a code from the authenticator, then every sign-in needs a code', async () => {
    const user = await enrolledUser();
    const [row] = await t.database.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.on).toBe(true);

    const jar = await passwordStep(user.email);
    expect((await me(t, jar)).user).toBeNull();
    const wrong = await authPost(t, '/two-factor/verify-totp', { code: '000000' }, jar);
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as AuthError).code).toBe('INVALID_CODE');
    // The enrolment code is spent; the authenticator's next code (one step ahead) is good.
    const right = await authPost(
      t,
      '/two-factor/verify-totp',
      { code: nextCode(user.secret), trustDevice: true },
      jar,
    );
    expect(right.status).toBe(200);
    expect((await me(t, jar)).user?.id).toBe(user.id);
    expect(jar.has('trust_device')).toBe(false);

    // Enrolment rotates the session and the held-back password step is no sign-in; the wrong
    // code was a failed sign-in (the admin security page counts them).
    expect(await auditActionsOf(t, user.id)).toEqual([
      'user.signup',
      'user.signin',
      'user.mfa_enrol_started',
      'user.mfa_enable',
      'auth.sign_in_failed',
      'user.signin',
    ]);
  });

  it('accepts an authenticator code once (RFC 6238 section 5.2), and a refused code is not spent', async () => {
    const user = await enrolledUser();
    const jar = await passwordStep(user.email);
    const reused = await authPost(t, '/two-factor/verify-totp', { code: user.enrolCode }, jar);
    expect(reused.status).toBe(401);
    expect((await reused.json()) as AuthError).toMatchObject({
      code: 'TOTP_CODE_USED',
      message: TOTP_CODE_USED_MESSAGE,
    });
    expect((await me(t, jar)).user).toBeNull();

    for (let i = 0; i < 2; i++) {
      const wrong = await authPost(t, '/two-factor/verify-totp', { code: '000000' }, jar);
      expect(((await wrong.json()) as AuthError).code).toBe('INVALID_CODE');
    }

    const code = nextCode(user.secret);
    expect((await authPost(t, '/two-factor/verify-totp', { code }, jar)).status).toBe(200);
    expect((await me(t, jar)).user?.id).toBe(user.id);

    // Signed in elsewhere with the same code, moments later: refused.
    const again = await passwordStep(user.email);
    const replay = await authPost(t, '/two-factor/verify-totp', { code }, again);
    expect(((await replay.json()) as AuthError).code).toBe('TOTP_CODE_USED');
    expect((await me(t, again)).user).toBeNull();
  });

  it('lets one of two simultaneous sign-ins with the same code through', async () => {
    const user = await enrolledUser();
    const code = nextCode(user.secret);
    const jars = await Promise.all([passwordStep(user.email), passwordStep(user.email)]);
    const answers = await Promise.all(
      jars.map((jar) => authPost(t, '/two-factor/verify-totp', { code }, jar)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('forgets a spent code once it could no longer verify', async () => {
    const user = await enrolledUser();
    const now = new Date();
    await claimTotpCode(t.database.db, user.id, '123456', now);
    await expect(claimTotpCode(t.database.db, user.id, '123456', now)).rejects.toMatchObject({
      body: { code: 'TOTP_CODE_USED' },
    });
    const later = new Date(now.getTime() + TOTP_REUSE_WINDOW_MS + 1);
    await expect(claimTotpCode(t.database.db, user.id, '123456', later)).resolves.toBeUndefined();
  });

  it('accepts a backup code once instead of the authenticator', async () => {
    const user = await enrolledUser();
    const code = user.backupCodes[0]!;
    const jar = await passwordStep(user.email);
    expect((await authPost(t, '/two-factor/verify-backup-code', { code }, jar)).status).toBe(200);
    expect((await me(t, jar)).user?.id).toBe(user.id);

    const next = await passwordStep(user.email);
    const reused = await authPost(t, '/two-factor/verify-backup-code', { code }, next);
    expect(reused.status).toBe(401);
  });

  it('turns off with the password, after which the password alone signs in', async () => {
    const user = await enrolledUser();
    const wrong = await authPost(t, '/two-factor/disable', { password: 'not it at all' }, user.jar);
    expect(wrong.status).toBe(400);
    const off = await authPost(t, '/two-factor/disable', { password: TEST_PASSWORD }, user.jar);
    expect(off.status).toBe(200);
    const { res } = await signIn(t, user.email);
    expect(((await res.json()) as { token?: string }).token).toBeTruthy();
    expect(await auditActionsOf(t, user.id)).toContain('user.mfa_disable');
  });

  it('needs a fresh session or the password to change two-factor settings', async () => {
    const user = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: {},
      cookie: user.cookie,
    });
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as AuthError).code).toBe('SESSION_NOT_FRESH');
    const withPassword = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: user.cookie,
    });
    expect(withPassword.status).toBe(200);
  });

  it('lets a user without a password (email code) enrol with a fresh session', async () => {
    const email = `otp-mfa-${crypto.randomUUID()}@example.com`;
    await authPost(t, '/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const otp = codeIn((await waitForMail(t, email, /sign-in code/)).text);
    const jar = new CookieJar();
    await authPost(t, '/sign-in/email-otp', { email, otp }, jar);
    const start = await authPost(t, '/two-factor/enable', {}, jar);
    expect(start.status).toBe(200);
    const { totpURI } = (await start.json()) as Enrolment;
    const verify = await authPost(
      t,
      '/two-factor/verify-totp',
      { code: totpCode(secretFromUri(totpURI)) },
      jar,
    );
    expect(verify.status).toBe(200);
  });
});
