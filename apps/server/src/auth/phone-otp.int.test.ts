// @database-independent: the SMS exchange with its stand-in (run on PGlite only).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { auditActionsOf, authPost, me, type AuthError } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn } from '../test/mailbox';
import { createSmsTestApp, type SmsSink } from '../test/sms-sink';
import { createTestApp, type TestApp } from '../test/test-app';

let phoneCounter = 0;
/** A unique, valid Australian mobile (041x: every 041 number is a mobile). */
const uniquePhone = () =>
  `+6141${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneCounter++ % 10}`;

describe('sign-in with a one-time code by SMS (SMS_WEBHOOK_URL)', () => {
  let t: TestApp;
  let sink: SmsSink;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, sink, close } = await createSmsTestApp());
  });
  afterAll(() => close());

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

  it('reads every form of a number as one E.164 number for sends and sign-ins (L7)', async () => {
    const phoneNumber = uniquePhone(); // +6141xxxxxxx
    const local = `0${phoneNumber.slice(3, 6)} ${phoneNumber.slice(6, 9)} ${phoneNumber.slice(9)}`;
    const res = await authPost(t, '/phone-number/send-otp', { phoneNumber: local });
    expect(res.status).toBe(200);
    const code = codeIn((await sink.waitFor(phoneNumber)).body);
    const jar = new CookieJar();
    const verify = await authPost(t, '/phone-number/verify', { phoneNumber: local, code }, jar);
    expect(verify.status).toBe(200);
    const [row] = await t.database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, (await me(t, jar)).user!.id));
    expect(row?.phone).toBe(phoneNumber);
  });

  it('creates a missing profile at sign-in from the sign-up names and the real provider', async () => {
    const phoneNumber = uniquePhone();
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: `${phoneNumber.slice(1)}@phone.invalid`,
        name: phoneNumber,
        firstName: 'Grace',
        lastName: 'Hopper',
        emailVerified: false,
        phoneNumber,
        phoneNumberVerified: true,
      })
      .returning({ id: users.id });
    const code = await sendCode(phoneNumber);
    const jar = new CookieJar();
    expect((await authPost(t, '/phone-number/verify', { phoneNumber, code }, jar)).status).toBe(
      200,
    );
    const signedIn = await me(t, jar);
    expect(signedIn.user?.id).toBe(user!.id);
    expect(signedIn.profile).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      auth_provider: 'phone',
    });
  });

  it('sends no code to an invalid, landline, premium-rate or foreign number (L7)', async () => {
    for (const phoneNumber of ['123', '02 9374 4000', '1900 123 456', '+44 7911 123456']) {
      const res = await authPost(t, '/phone-number/send-otp', { phoneNumber });
      expect(res.status, phoneNumber).toBe(400);
      expect(((await res.json()) as AuthError).code).toBe('INVALID_PHONE_NUMBER');
    }
    expect(sink.received.some((m) => /^\+44|^1900|^02/.test(m.to))).toBe(false);
  });

  it('never attaches a phone number that was not confirmed by SMS (M4)', async () => {
    const phoneNumber = uniquePhone();
    const email = `claimer-${crypto.randomUUID()}@example.com`;
    const claim = await authPost(t, '/sign-up/email', {
      email,
      password: 'a long enough passphrase',
      name: 'Claimer',
      phoneNumber,
    });
    expect(claim.status).toBe(400);
    expect(((await claim.json()) as AuthError).code).toBe('PHONE_NEEDS_VERIFICATION');
    const [claimer] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(claimer).toBeUndefined();

    const other = await t.signUp();
    const update = await t.request('/api/auth/update-user', {
      method: 'POST',
      json: { phoneNumber },
      cookie: other.cookie,
    });
    expect(update.status).toBe(400);

    // The owner's SMS sign-in creates their own account.
    const code = await sendCode(phoneNumber);
    const jar = new CookieJar();
    await authPost(t, '/phone-number/verify', { phoneNumber, code }, jar);
    const owner = await me(t, jar);
    expect(owner.user?.email).toMatch(/@phone\.invalid$/);
    expect(owner.user?.id).not.toBe(other.id);
  });
});

describe('phone sign-in switched off (PHONE_SIGN_IN=off, L11)', () => {
  it('answers 404 on every phone endpoint and tells the web app there is no SMS sign-in', async () => {
    const t = await createTestApp({
      config: { PHONE_SIGN_IN: 'off', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' },
    });
    try {
      for (const path of [
        '/phone-number/send-otp',
        '/phone-number/verify',
        '/sign-in/phone-number',
      ]) {
        const res = await authPost(t, path, { phoneNumber: '+61412345678', code: '123456' });
        expect(res.status, path).toBe(404);
      }
      const config = (await (await t.request('/api/config')).json()) as { smsEnabled: boolean };
      expect(config.smsEnabled).toBe(false);
    } finally {
      await t.close();
    }
  });
});
