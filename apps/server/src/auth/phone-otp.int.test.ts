import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { auditActionsOf, authPost, me, type AuthError } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn } from '../test/mailbox';
import { startSmsSink } from '../test/sms-sink';
import { createTestApp, type TestApp } from '../test/test-app';

let phoneCounter = 0;
const uniquePhone = () =>
  `+614${String(Date.now() % 10_000_000).padStart(7, '0')}${phoneCounter++ % 10}`;

describe('sign-in with a one-time code by SMS (SMS_WEBHOOK_URL)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmsSink>>;
  beforeAll(async () => {
    sink = await startSmsSink();
    t = await createTestApp({ config: { SMS_WEBHOOK_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  async function sendCode(phoneNumber: string, count = 1) {
    const res = await authPost(t, '/phone-number/send-otp', { phoneNumber });
    expect(res.status).toBe(200);
    const sms = await sink.waitFor(phoneNumber, count);
    expect(sms.body).toMatch(/^Your Updately code is \d{6}\. It expires in 5 minutes\.$/);
    return codeIn(sms.body);
  }

  it('posts the code to the SMS provider and signs in, creating the account', async () => {
    const phoneNumber = uniquePhone();
    const code = await sendCode(phoneNumber);
    const jar = new CookieJar();
    const res = await authPost(t, '/phone-number/verify', { phoneNumber, code }, jar);
    expect(res.status).toBe(200);
    const signedIn = await me(t, jar);
    expect(signedIn.user).not.toBeNull();
    expect(signedIn.profile).toMatchObject({ auth_provider: 'phone' });
    const [row] = await t.database.db
      .select({ phone: users.phoneNumber, verified: users.phoneNumberVerified })
      .from(users)
      .where(eq(users.id, signedIn.user!.id));
    expect(row).toEqual({ phone: phoneNumber, verified: true });
    expect(await auditActionsOf(t, signedIn.user!.id)).toEqual(['user.signup', 'user.signin']);

    const again = await sendCode(phoneNumber, 2);
    const returning = new CookieJar();
    await authPost(t, '/phone-number/verify', { phoneNumber, code: again }, returning);
    expect((await me(t, returning)).user?.id).toBe(signedIn.user!.id);
  });

  it('refuses a wrong code', async () => {
    const phoneNumber = uniquePhone();
    const code = await sendCode(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await authPost(t, '/phone-number/verify', { phoneNumber, code: wrong });
    expect(res.status).toBe(400);
    expect(((await res.json()) as AuthError).code).toBe('INVALID_OTP');
  });

  it('needs a phone number', async () => {
    const res = await authPost(t, '/phone-number/send-otp', {});
    expect(res.status).toBe(400);
  });
});
