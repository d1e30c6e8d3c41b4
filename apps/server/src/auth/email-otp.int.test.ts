import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../db/schema';
import { auditActionsOf, authPost, me, uniqueEmail, type AuthError } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { codeIn, waitForMail } from '../test/mailbox';
import { createTestApp, type TestApp } from '../test/test-app';

describe('sign-in with a one-time code by email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sendCode(email: string, count = 1) {
    const res = await authPost(t, '/email-otp/send-verification-otp', { email, type: 'sign-in' });
    expect(res.status).toBe(200);
    const mail = await waitForMail(t, email, /sign-in code/, count);
    return codeIn(mail.text);
  }

  const signInWithCode = (email: string, otp: string, jar?: CookieJar, extra = {}) =>
    authPost(t, '/sign-in/email-otp', { email, otp, ...extra }, jar);

  it('creates the account when none exists, confirmed, with profile, and signs in', async () => {
    const email = uniqueEmail('otp-new');
    const otp = await sendCode(email);
    const jar = new CookieJar();
    const res = await signInWithCode(email, otp, jar, { name: 'Otto Penn' });
    expect(res.status).toBe(200);
    const signedIn = await me(t, jar);
    expect(signedIn.user).toMatchObject({ email, emailVerified: true });
    expect(signedIn.profile).toMatchObject({
      first_name: 'Otto',
      last_name: 'Penn',
      auth_provider: 'email',
    });
    expect(await auditActionsOf(t, signedIn.user!.id)).toEqual(['user.signup', 'user.signin']);
  });

  it('signs an existing user in, and the code works only once', async () => {
    const user = await t.signUp();
    const otp = await sendCode(user.email);
    const jar = new CookieJar();
    expect((await signInWithCode(user.email, otp, jar)).status).toBe(200);
    expect((await me(t, jar)).user?.id).toBe(user.id);
    const again = await signInWithCode(user.email, otp);
    expect(again.status).toBe(400);
    expect(((await again.json()) as AuthError).code).toBe('INVALID_OTP');
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('otp-expired');
    const otp = await sendCode(email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `sign-in-otp-${email}`));
    const res = await signInWithCode(email, otp);
    expect(res.status).toBe(400);
    expect(((await res.json()) as AuthError).code).toBe('OTP_EXPIRED');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('locks the code after three wrong attempts, even against the right code', async () => {
    const email = uniqueEmail('otp-guess');
    const otp = await sendCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      const res = await signInWithCode(email, wrong);
      expect(res.status).toBe(400);
      expect(((await res.json()) as AuthError).code).toBe('INVALID_OTP');
    }
    const locked = await signInWithCode(email, otp);
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as AuthError).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('needs an email to send a code to', async () => {
    const res = await authPost(t, '/email-otp/send-verification-otp', { type: 'sign-in' });
    expect(res.status).toBe(400);
  });

  it('mails the code in a plain-text and an HTML part, creating no account until it is used', async () => {
    const email = uniqueEmail('otp-parts');
    const otp = await sendCode(email);
    const mail = await waitForMail(t, email, /sign-in code/);
    expect(mail.subject).toBe(`Your Updately sign-in code`); // never the code (M5)
    expect(mail.text).toContain(`Your code: ${otp}`);
    expect(mail.html).toContain(`>${otp}</p>`);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
