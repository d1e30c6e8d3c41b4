import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../test/auth-flows';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let ipCounter = 1;
/** A fresh client address for each call: behind TRUST_PROXY the limiter keys on it. */
const newIp = () => `198.51.100.${ipCounter++}`;

describe('rate limits on sign-in, sign-up, codes and resets (RATE_LIMIT=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, ip: string) =>
    t.request(`/api/auth${path}`, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

  // Malformed attempts (400) count too: the IP limit applies before the body is read.
  it('answers 429 with a clear message once one IP has tried 10 sign-ins in a minute', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await post('/sign-in/email', {}, ip)).status).toBe(400);
    const limited = await post(
      '/sign-in/email',
      { email: uniqueEmail(), password: TEST_PASSWORD },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0);

    const otherIp = await post(
      '/sign-in/email',
      { email: uniqueEmail(), password: TEST_PASSWORD },
      newIp(),
    );
    expect(otherIp.status).toBe(401);
  });

  it('limits one account to 5 sign-in attempts a minute, whatever the IPs', async () => {
    const { email } = await t.signUp(); // its sign-in is the first attempt
    for (let i = 0; i < 4; i++) {
      const res = await post(
        '/sign-in/email',
        { email, password: 'wrong password guess' },
        newIp(),
      );
      expect(res.status).toBe(401);
    }
    const limited = await post('/sign-in/email', { email, password: TEST_PASSWORD }, newIp());
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { code: string; message: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(
      /^Too many attempts for this account\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0);

    const otherAccount = await post(
      '/sign-in/email',
      { email: uniqueEmail(), password: TEST_PASSWORD },
      newIp(),
    );
    expect(otherAccount.status).toBe(401);
  });

  it('limits sign-ups to 5 a minute per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await post('/sign-up/email', {}, ip)).status).toBe(400);
    expect((await post('/sign-up/email', {}, ip)).status).toBe(429);
  });

  it('limits codes and reset links sent to one address to 3 a minute', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/email-otp/send-verification-otp',
        { email, type: 'sign-in' },
        newIp(),
      );
      expect(res.status).toBe(200);
    }
    const limited = await post(
      '/email-otp/send-verification-otp',
      { email, type: 'sign-in' },
      newIp(),
    );
    expect(limited.status).toBe(429);

    const target = uniqueEmail('reset');
    for (let i = 0; i < 3; i++) {
      expect((await post('/request-password-reset', { email: target }, newIp())).status).toBe(200);
    }
    expect((await post('/request-password-reset', { email: target }, newIp())).status).toBe(429);
  });

  it('does not expose /verify-password over HTTP, where a stolen session could guess (M2)', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/auth/verify-password', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: user.cookie,
      headers: { 'x-forwarded-for': newIp() },
    });
    expect(res.status).toBe(404);
  });

  it('limits password checks of one signed-in user, whatever the IPs (M2)', async () => {
    const user = await t.signUp();
    const changePassword = (currentPassword: string) =>
      t.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword, newPassword: 'another long passphrase 2027' },
        cookie: user.cookie,
        headers: { 'x-forwarded-for': newIp() },
      });
    for (let i = 0; i < 5; i++)
      expect((await changePassword(`guess number ${i}`)).status).toBe(400);
    const limited = await changePassword(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });
});
