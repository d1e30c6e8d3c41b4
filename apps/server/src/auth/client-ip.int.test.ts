// @database-independent: which socket address better-auth sees (run on PGlite only).
import { eq } from 'drizzle-orm';
import { serveOnLoopback } from '../test/served-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { uniqueEmail } from '../test/auth-flows';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../test/test-app';

describe('the client IP better-auth sees, over a real socket (no proxy)', () => {
  let t: TestApp;
  let served: Awaited<ReturnType<typeof serveOnLoopback>>;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on' } });
    served = await serveOnLoopback(t);
    base = served.base;
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  const post = (path: string, json: unknown, spoofed: string) =>
    fetch(`${base}/api/auth${path}`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        'x-forwarded-for': spoofed,
        'x-updately-client-ip': spoofed,
      },
      body: JSON.stringify(json),
    });

  it('records the socket address on the session, whatever the headers claim', async () => {
    const user = await t.signUp();
    const res = await post(
      '/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      '203.0.113.7',
    );
    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.ip)).toContain('127.0.0.1');
    expect(rows.map((r) => r.ip)).not.toContain('203.0.113.7');
  });

  it('limits per client: made-up forwarding headers do not buy more attempts', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post('/sign-up/email', {}, `198.51.100.${i + 1}`);
      expect(res.status).not.toBe(429);
    }
    const limited = await post(
      '/sign-up/email',
      { email: uniqueEmail(), password: TEST_PASSWORD, name: 'N' },
      '198.51.100.99',
    );
    expect(limited.status).toBe(429);
  });
});

describe('the client IP behind our proxy (TRUST_PROXY, M3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  /** What our proxy forwards: whatever the client claimed, then the address it saw. */
  const viaProxy = (path: string, json: unknown, claimed: string, seen: string) =>
    t.request(`/api/auth${path}`, {
      method: 'POST',
      json,
      headers: { 'x-forwarded-for': `${claimed}, ${seen}` },
    });

  it('records the address the proxy saw, not the one the client put first', async () => {
    const user = await t.signUp();
    const res = await viaProxy(
      '/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      '203.0.113.66',
      '198.51.100.20',
    );
    expect(res.status).toBe(200);
    const rows = await t.database.db
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.ip)).toContain('198.51.100.20');
    expect(rows.map((r) => r.ip)).not.toContain('203.0.113.66');
  });

  it('limits per real client: a new made-up first address each time buys nothing', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await viaProxy('/sign-up/email', {}, `203.0.113.${i + 1}`, '198.51.100.30');
      expect(res.status).not.toBe(429);
    }
    const limited = await viaProxy(
      '/sign-up/email',
      { email: uniqueEmail(), password: TEST_PASSWORD, name: 'N' },
      '203.0.113.99',
      '198.51.100.30',
    );
    expect(limited.status).toBe(429);
  });
});
