import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-flows';
import { createTestApp, PRODUCTION_SETTINGS, type TestApp } from '../../test/test-app';

describe('the dev mailbox answers only this machine (H2)', () => {
  let t: TestApp;
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    await authPost(t, '/email-otp/send-verification-otp', {
      email: 'mailbox-owner@example.com',
      type: 'sign-in',
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
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
