// @database-independent: SMTP delivery to a real SMTP server (run on PGlite only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, me, uniqueEmail } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { linkIn, mailTo, pathOf } from '../test/mailbox';
import { mimePart, startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

describe('mail through a real SMTP server (SMTP_URL)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      config: {
        SMTP_URL: `${smtp.url}?ignoreTLS=true`,
        MAIL_FROM: 'Updately <hello@updately.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the confirmation email with both parts, and its link signs the user in', async () => {
    const email = uniqueEmail('smtp');
    const res = await authPost(t, '/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Sam Mail',
    });
    expect(res.status).toBe(200);

    const message = await smtp.waitFor(email);
    expect(message.from).toBe('hello@updately.test');
    expect(message.raw).toMatch(/^Subject: Confirm your email for Updately$/m);
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const text = mimePart(message.raw, 'text/plain');
    const html = mimePart(message.raw, 'text/html');
    expect(html).toContain('Confirm my email</a>');
    const link = linkIn(text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(await mailTo(t, email)).toEqual([]); // not kept in the dev mailbox

    const jar = new CookieJar();
    const confirm = jar.store(await t.request(pathOf(link)));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/dashboard');
    expect((await me(t, jar)).user?.email).toBe(email);
  });
});
