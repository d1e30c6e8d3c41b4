// @database-independent: the bot check is an HTTP exchange with Cloudflare's stand-in (run on PGlite only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../test/auth-flows';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

const BOT_CHECKED: [string, () => Record<string, unknown>][] = [
  ['/sign-up/email', () => ({ email: uniqueEmail(), password: TEST_PASSWORD, name: 'Bot' })],
  ['/request-password-reset', () => ({ email: uniqueEmail() })],
  ['/email-otp/send-verification-otp', () => ({ email: uniqueEmail(), type: 'sign-in' })],
  ['/email-otp/request-password-reset', () => ({ email: uniqueEmail() })],
  ['/forget-password/email-otp', () => ({ email: uniqueEmail() })],
  ['/phone-number/send-otp', () => ({ phoneNumber: '+61400000999' })],
  ['/phone-number/request-password-reset', () => ({ phoneNumber: '+61400000999' })],
];

describe('the Turnstile bot check on endpoints a bot could abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, token: string) =>
    t.request(`/api/auth${path}`, {
      method: 'POST',
      json,
      headers: { 'x-captcha-response': token },
    });

  it.each(BOT_CHECKED)('%s answers 403 TURNSTILE_FAILED without a token', async (path, body) => {
    const res = await post(path, body(), '');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'TURNSTILE_FAILED',
      message: 'Bot verification failed. Please try again.',
    });
  });

  it.each(BOT_CHECKED)(
    '%s answers 403 TURNSTILE_FAILED for a rejected token',
    async (path, body) => {
      const res = await post(path, body(), 'a-forged-token');
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('TURNSTILE_FAILED');
    },
  );

  it('lets a verified token through', async () => {
    const res = await post('/request-password-reset', { email: uniqueEmail() }, 'test-pass-token');
    expect(res.status).toBe(200);
  });

  it('does not ask for it on sign-in', async () => {
    const res = await post('/sign-in/email', { email: uniqueEmail(), password: TEST_PASSWORD }, '');
    expect(res.status).toBe(401);
  });
});
