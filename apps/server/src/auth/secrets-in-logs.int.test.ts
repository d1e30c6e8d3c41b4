// @database-independent: what reaches log lines (run on PGlite only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../test/auth-flows';
import { captureLogs } from '../test/log-capture';
import { codeIn, linkIn, waitForMail } from '../test/mailbox';
import { createTestApp, type TestApp } from '../test/test-app';

describe('no secret or personal value reaches a log line (M5)', () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  it('keeps reset tokens, links, codes and addresses out of request and mail logs', async () => {
    const user = await t.signUp();
    await authPost(t, '/request-password-reset', { email: user.email });
    const link = linkIn((await waitForMail(t, user.email, /Reset your/)).text);
    const token = new URL(link).pathname.split('/').pop()!;
    expect(token.length).toBeGreaterThan(10);
    await t.request(new URL(link).pathname + new URL(link).search);

    const email = `logged-${crypto.randomUUID()}@example.com`;
    await authPost(t, '/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const otp = codeIn((await waitForMail(t, email, /sign-in code/)).text);

    const text = logs.text();
    expect(text).toContain('reset-password/[redacted]'); // the request was logged, redacted
    expect(text).toContain('mail kept in the dev mailbox');
    for (const secret of [token, link, otp, email, user.email]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
