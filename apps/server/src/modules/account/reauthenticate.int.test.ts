import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReauthCodeSent, ReauthOptions, ReauthVerified } from '@updately/shared/account-api';
import { auditLogs, sessions } from '../../db/schema';
import { authPost, type AuthError } from '../../test/auth-flows';
import { CookieJar } from '../../test/cookie-jar';
import { codeIn, waitForMail } from '../../test/mailbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { secretFromUri, totpCode } from '../../test/totp';
import { expectError, passwordlessUser, signIn } from '../../test/account-test-kit';
import { TOO_MANY_CODES, TOO_MANY_TRIES, WRONG_PASSWORD } from './reauthenticate.routes';
import { NO_SUCH_CHANNEL, WRONG_CODE } from './reauthenticate.service';

const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60_000);

describe('re-authentication (step-up) for sensitive changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const makeStale = (userId: string) =>
    t.database.db
      .update(sessions)
      .set({ createdAt: ELEVEN_MINUTES_AGO() })
      .where(eq(sessions.userId, userId));
  const options = async (cookie: string) =>
    (await (await t.request('/api/account/reauthenticate', { cookie })).json()) as ReauthOptions;
  const send = (cookie: string, channel: string) =>
    t.request('/api/account/reauthenticate', { method: 'POST', json: { channel }, cookie });
  const verify = (cookie: string, json: unknown) =>
    t.request('/api/account/reauthenticate/verify', { method: 'POST', json, cookie });
  const emailedCode = async (email: string, count = 1) =>
    codeIn((await waitForMail(t, email, /Confirm it's you/, count)).text);

  it('answers 401 to anonymous callers on every route', async () => {
    await expectError(await t.request('/api/account/reauthenticate'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request('/api/account/reauthenticate', {
        method: 'POST',
        json: { channel: 'email' },
      }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request('/api/account/reauthenticate/verify', {
        method: 'POST',
        json: { method: 'code', code: '123456' },
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const user = await t.signUp();
    // The sign-up's confirmation mail is sent by a worker: count from after it arrived.
    await waitForMail(t, user.email, /Confirm your email/);
    const mailBefore = await mailCount(user.email);
    await expectError(await send(user.cookie, 'pigeon'), 400, 'VALIDATION_FAILED');
    await expectError(
      await verify(user.cookie, { method: 'code', code: '12ab56' }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(await verify(user.cookie, { method: 'magic' }), 400, 'VALIDATION_FAILED');
    expect(await mailCount(user.email)).toBe(mailBefore);
  });

  it('tells a fresh session it may change things, and which ways to confirm it has', async () => {
    const user = await t.signUp();
    const fresh = await options(user.cookie);
    expect(fresh.methods).toEqual({ password: true, email: true, sms: false, totp: false });
    expect(new Date(fresh.freshUntil!).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    await makeStale(user.id);
    expect((await options(user.cookie)).freshUntil).toBeNull();
  });

  it('confirms a stale session with an emailed code, which then allows a sensitive change', async () => {
    const user = await t.signUp();
    await makeStale(user.id);
    const refused = await changeEmail(user.cookie);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as AuthError).code).toBe('SESSION_NOT_FRESH');

    const sent = await send(user.cookie, 'email');
    expect(sent.status).toBe(200);
    expect((await sent.json()) as ReauthCodeSent).toEqual({
      channel: 'email',
      sentTo: `${user.email[0]}•••@example.com`,
    });
    const mail = await waitForMail(t, user.email, /Confirm it's you/);
    expect(mail.subject).not.toMatch(/\d{6}/); // the code is never in a subject line
    const ok = await verify(user.cookie, { method: 'code', code: codeIn(mail.text) });
    expect(ok.status).toBe(200);
    const { freshUntil } = (await ok.json()) as ReauthVerified;
    expect(new Date(freshUntil).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    expect((await changeEmail(user.cookie)).status).toBe(200);
    const actions = await t.database.db
      .select({ action: auditLogs.action, metadata: auditLogs.metadata })
      .from(auditLogs)
      .where(eq(auditLogs.user_id, user.id));
    expect(actions).toContainEqual({
      action: 'user.reauthenticate',
      metadata: { method: 'email_code' },
    });
  });

  it('spends a code once', async () => {
    const user = await t.signUp();
    await send(user.cookie, 'email');
    const code = await emailedCode(user.email);
    expect((await verify(user.cookie, { method: 'code', code })).status).toBe(200);
    await expectError(await verify(user.cookie, { method: 'code', code }), 400, 'INVALID_CODE');
  });

  it('kills a code after 3 wrong tries', async () => {
    const user = await t.signUp();
    await send(user.cookie, 'email');
    const second = await emailedCode(user.email);
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      const res = await verify(user.cookie, { method: 'code', code: wrong });
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(WRONG_CODE);
    }
    await expectError(
      await verify(user.cookie, { method: 'code', code: second }),
      400,
      'INVALID_CODE',
    );
  });

  it('binds a code to the session that asked for it', async () => {
    const user = await t.signUp();
    const otherDevice = await signIn(t, user, 'Mozilla/5.0 (Macintosh) Safari/605.1.15');
    await send(user.cookie, 'email');
    const code = await emailedCode(user.email);
    await expectError(await verify(otherDevice, { method: 'code', code }), 400, 'INVALID_CODE');
    expect((await verify(user.cookie, { method: 'code', code })).status).toBe(200);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const user = await t.signUp();
    await makeStale(user.id);
    const wrong = await verify(user.cookie, { method: 'password', password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      WRONG_PASSWORD,
    );
    expect((await options(user.cookie)).freshUntil).toBeNull();
    expect(
      (await verify(user.cookie, { method: 'password', password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect((await options(user.cookie)).freshUntil).not.toBeNull();
  });

  it('refuses an SMS code for an account without a verified phone', async () => {
    const user = await t.signUp();
    const res = await send(user.cookie, 'sms');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      NO_SUCH_CHANNEL.sms,
    );
  });

  it('limits codes sent and proofs tried per user', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 3; i++) expect((await send(user.cookie, 'email')).status).toBe(200);
    const tooMany = await send(user.cookie, 'email');
    expect(tooMany.status).toBe(429);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toBe(
      TOO_MANY_CODES,
    );
    for (let i = 0; i < 5; i++) {
      await verify(user.cookie, { method: 'password', password: 'wrong guess' });
    }
    const limited = await verify(user.cookie, { method: 'password', password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      TOO_MANY_TRIES,
    );
  });

  it('confirms with the authenticator (MFA step-up on a signed-in session)', async () => {
    const user = await t.signUp();
    const jar = CookieJar.from(user.cookie);
    const start = await authPost(t, '/two-factor/enable', { password: TEST_PASSWORD }, jar);
    const secret = secretFromUri(((await start.json()) as { totpURI: string }).totpURI);
    expect(
      (await authPost(t, '/two-factor/verify-totp', { code: totpCode(secret) }, jar)).status,
    ).toBe(200);
    await makeStale(user.id);
    expect((await options(jar.toString())).methods.totp).toBe(true);
    expect((await changeEmail(jar.toString())).status).toBe(403);

    const next = totpCode(secret, Date.now() + 30_000);
    await expectError(
      await verify(jar.toString(), {
        method: 'totp',
        code: next === '000000' ? '111111' : '000000',
      }),
      400,
      'INVALID_CODE',
    );
    expect((await verify(jar.toString(), { method: 'totp', code: next })).status).toBe(200);
    // The code is spent (RFC 6238 5.2), even for a step-up.
    await expectError(
      await verify(jar.toString(), { method: 'totp', code: next }),
      400,
      'INVALID_CODE',
    );
    expect((await changeEmail(jar.toString())).status).toBe(200);
  });

  describe('an account without a password (M1)', () => {
    it('cannot pass a stale session off with any string as the password', async () => {
      const user = await passwordlessUser(t);
      const start = await authPost(t, '/two-factor/enable', {}, user.jar);
      expect(start.status).toBe(200);
      const secret = secretFromUri(((await start.json()) as { totpURI: string }).totpURI);
      await authPost(t, '/two-factor/verify-totp', { code: totpCode(secret) }, user.jar);
      await makeStale(user.id);

      for (const path of [
        '/two-factor/generate-backup-codes',
        '/two-factor/get-totp-uri',
        '/two-factor/disable',
      ]) {
        const res = await authPost(t, path, { password: 'anything at all' }, user.jar);
        expect(res.status, path).toBe(403);
        expect(((await res.json()) as AuthError).code, path).toBe('SESSION_NOT_FRESH');
      }
      expect((await options(user.jar.toString())).methods.password).toBe(false);
    });

    it('confirms with an emailed code instead', async () => {
      const user = await passwordlessUser(t);
      await makeStale(user.id);
      await send(user.jar.toString(), 'email');
      const code = codeIn((await waitForMail(t, user.email, /Confirm it's you/)).text);
      expect((await verify(user.jar.toString(), { method: 'code', code })).status).toBe(200);
      expect((await authPost(t, '/two-factor/enable', {}, user.jar)).status).toBe(200);
    });
  });

  const changeEmail = (cookie: string) =>
    t.request('/api/auth/change-email', {
      method: 'POST',
      json: { newEmail: `new-${crypto.randomUUID()}@example.com` },
      cookie,
    });
  const mailCount = async (email: string) =>
    (
      (await (
        await t.request(`/dev/mailbox?format=json&to=${encodeURIComponent(email)}`)
      ).json()) as { messages: unknown[] }
    ).messages.length;
});
