import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhoneSignUpSent } from '@updately/shared/phone-sign-up-api';
import { verifications } from '../../db/schema';
import { authPost, me } from '../../test/auth-flows';
import { CookieJar } from '../../test/cookie-jar';
import { codeIn } from '../../test/mailbox';
import { createSmsTestApp, type SmsSink } from '../../test/sms-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

let counter = 0;
/** A unique Australian mobile (041x, always a mobile), in the local form a person types. */
const localMobile = () => `041${String((Date.now() + counter++) % 10_000_000).padStart(7, '0')}`;
const e164 = (local: string) => `+61${local.slice(1)}`;
const PASSWORD = 'tram lines over the yarra';

describe('sign-up with a phone and a password (POST /api/sign-up/phone)', () => {
  let t: TestApp;
  let sink: SmsSink;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, sink, close } = await createSmsTestApp());
  });
  afterAll(() => close());

  const signUp = (json: Record<string, unknown>, captcha?: string) =>
    t.request('/api/sign-up/phone', {
      method: 'POST',
      json,
      headers: captcha === undefined ? {} : { 'x-captcha-response': captcha },
    });
  const person = (phoneNumber: string) => ({
    phoneNumber,
    password: PASSWORD,
    firstName: 'Mei',
    lastName: 'Chen',
  });
  const pendingCount = async () =>
    (await t.database.db.select().from(verifications)).filter((v) =>
      v.identifier.startsWith('phone-sign-up:'),
    ).length;

  it('texts a code; confirming it creates the account with the password and the names', async () => {
    const local = localMobile();
    const res = await signUp(person(local));
    expect(res.status).toBe(200);
    const sent = (await res.json()) as PhoneSignUpSent;
    expect(sent).toEqual({ phoneNumber: e164(local), sentTo: `•••• ${local.slice(-3)}` });
    const code = codeIn((await sink.waitFor(e164(local))).body);

    const jar = new CookieJar();
    const verify = await authPost(t, '/phone-number/verify', { phoneNumber: local, code }, jar);
    expect(verify.status).toBe(200);
    const signedIn = await me(t, jar);
    expect(signedIn.profile).toMatchObject({
      first_name: 'Mei',
      last_name: 'Chen',
      auth_provider: 'phone',
    });

    const again = await authPost(
      t,
      '/sign-in/phone-number',
      { phoneNumber: local, password: PASSWORD },
      new CookieJar(),
    );
    expect(again.status).toBe(200);
    expect(await pendingCount()).toBe(0);
  });

  it('gives an existing number no new password: its owner is just signed in', async () => {
    const local = localMobile();
    await authPost(t, '/phone-number/send-otp', { phoneNumber: local });
    const first = codeIn((await sink.waitFor(e164(local))).body);
    const owner = new CookieJar();
    await authPost(t, '/phone-number/verify', { phoneNumber: local, code: first }, owner);
    const ownerId = (await me(t, owner)).user!.id;

    const res = await signUp(person(local));
    expect(res.status).toBe(200); // the same answer as for a new number
    const code = codeIn((await sink.waitFor(e164(local), 2)).body);
    const jar = new CookieJar();
    await authPost(t, '/phone-number/verify', { phoneNumber: local, code }, jar);
    expect((await me(t, jar)).user?.id).toBe(ownerId);
    const withChosenPassword = await authPost(t, '/sign-in/phone-number', {
      phoneNumber: local,
      password: PASSWORD,
    });
    expect(withChosenPassword.status).toBe(401);
  });

  it('refuses a weak password, an invalid number or missing names, sending nothing', async () => {
    const before = sink.received.length;
    const pending = await pendingCount();
    const weak = await signUp({ ...person(localMobile()), password: 'password' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toMatch(
      /^Password is too weak/,
    );
    for (const bad of [{ ...person('123') }, { ...person(localMobile()), firstName: '' }, {}]) {
      const res = await signUp(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect(sink.received.length).toBe(before);
    expect(await pendingCount()).toBe(pending);
  });

  it('needs a passing bot check', async () => {
    const res = await signUp(person(localMobile()), 'a-failing-token');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('TURNSTILE_FAILED');
  });

  it('does not exist when phone sign-in is switched off', async () => {
    const off = await createTestApp({ config: { PHONE_SIGN_IN: 'off' } });
    try {
      const res = await off.request('/api/sign-up/phone', {
        method: 'POST',
        json: person(localMobile()),
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('keeps only the newest pending sign-up of a number', async () => {
    const local = localMobile();
    await signUp(person(local));
    await signUp({ ...person(local), firstName: 'Second' });
    const rows = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `phone-sign-up:${e164(local)}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toContain('Second');
    expect(rows[0]!.value).not.toContain(PASSWORD);
  });
});
