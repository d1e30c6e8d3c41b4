import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { auditActionsOf, authPost, me, signIn, type AuthError } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn, waitForMail } from '../test/mailbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { secretFromUri, totpCode } from '../test/totp';

type Enrolment = { totpURI: string; backupCodes: string[] };

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
    const verify = await authPost(t, '/two-factor/verify-totp', { code: totpCode(secret) }, jar);
    expect(verify.status).toBe(200);
    return { ...user, jar, secret, backupCodes: enrolment.backupCodes };
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
    const right = await authPost(
      t,
      '/two-factor/verify-totp',
      { code: totpCode(user.secret), trustDevice: true },
      jar,
    );
    expect(right.status).toBe(200);
    expect((await me(t, jar)).user?.id).toBe(user.id);
    expect(jar.has('trust_device')).toBe(false);

    // Enrolment rotates the session and the held-back password step is no sign-in.
    expect(await auditActionsOf(t, user.id)).toEqual([
      'user.signup',
      'user.signin',
      'user.mfa_enrol_started',
      'user.mfa_enable',
      'user.signin',
    ]);
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
