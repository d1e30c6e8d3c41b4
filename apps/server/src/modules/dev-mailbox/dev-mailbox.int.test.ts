// @database-independent: who may reach the dev mailbox over HTTP (run on PGlite only).
import { serveOnLoopback } from '../../test/served-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-flows';
import { createTestApp, PRODUCTION_SETTINGS, type TestApp } from '../../test/test-app';

describe('the dev mailbox answers only this machine (H2)', () => {
  let t: TestApp;
  let served: Awaited<ReturnType<typeof serveOnLoopback>>;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    served = await serveOnLoopback(t);
    base = served.base;
    await authPost(t, '/email-otp/send-verification-otp', {
      email: 'mailbox-owner@example.com',
      type: 'sign-in',
    });
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  it('shows mail to a browser on this machine', async () => {
    const res = await fetch(`${base}/dev/mailbox?format=json`);
    expect(res.status).toBe(200);
  });

  it('hides it from anything relayed by a proxy, even one on this machine', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await fetch(`${base}/dev/mailbox?format=json`, {
        headers: { [header]: '203.0.113.9' },
      });
      expect(res.status, header).toBe(404);
      expect(await res.text()).not.toContain('mailbox-owner');
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: PRODUCTION_SETTINGS });
    try {
      expect((await production.request('/dev/mailbox?format=json')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
