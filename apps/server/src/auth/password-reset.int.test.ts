import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditActionsOf,
  authPost,
  liveSession,
  signIn,
  uniqueEmail,
  type AuthError,
} from '../test/auth-flows';
import { linkIn, mailTo, pathOf, waitForMail } from '../test/mailbox';
import { createTestApp, type TestApp } from '../test/test-app';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Requests a reset link and follows it to /reset-password; answers the token it carries. */
  async function resetToken(email: string, count = 1) {
    const res = await authPost(t, '/request-password-reset', { email });
    expect(res.status).toBe(200);
    const mail = await waitForMail(t, email, /Reset your/, count);
    expect(mail.html).toContain('Choose a new password');
    const landing = await t.request(pathOf(linkIn(mail.text)));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/reset-password');
    return { token: target.searchParams.get('token')!, link: linkIn(mail.text) };
  }

  it('sets a new password with the mailed link, once, and signs out every other session', async () => {
    const user = await t.signUp();
    const laptop = await signIn(t, user.email);
    const { token, link } = await resetToken(user.email);

    const res = await authPost(t, '/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await liveSession(t, user.cookie)).toBeNull();
    expect(await liveSession(t, laptop.jar)).toBeNull();
    expect((await signIn(t, user.email)).res.status).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).res.status).toBe(200);
    expect(await auditActionsOf(t, user.id)).toContain('user.password_reset');

    const reused = await authPost(t, '/reset-password', {
      token,
      newPassword: 'another passphrase',
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as AuthError).code).toBe('INVALID_TOKEN');
    const relanding = await t.request(pathOf(link));
    expect(new URL(relanding.headers.get('location')!).searchParams.get('error')).toBe(
      'INVALID_TOKEN',
    );
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const user = await t.signUp();
    const { token } = await resetToken(user.email);
    const weak = await authPost(t, '/reset-password', { token, newPassword: 'qwerty123' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as AuthError).code).toBe('WEAK_PASSWORD');
    const ok = await authPost(t, '/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired or made-up token', async () => {
    const res = await authPost(t, '/reset-password', {
      token: 'made-up-token',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as AuthError).code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await authPost(t, '/request-password-reset', { email });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/If this email exists/);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await mailTo(t, email)).toEqual([]);
  });

  it('confirms the address of an unconfirmed user who resets by email', async () => {
    const email = uniqueEmail('unconfirmed');
    await authPost(t, '/sign-up/email', { email, password: 'first passphrase ok', name: 'U' });
    const { token } = await resetToken(email);
    await authPost(t, '/reset-password', { token, newPassword: NEW_PASSWORD });
    expect((await signIn(t, email, NEW_PASSWORD)).res.status).toBe(200);
  });
});
