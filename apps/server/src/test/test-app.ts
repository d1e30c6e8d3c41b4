import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { buildDeps } from '../server';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    DATA_DIR: '.data/test',
    ...overrides,
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database of its own; call `close()` in afterAll. */
export async function createTestApp(
  options: { config?: Record<string, string>; database?: Database } = {},
) {
  const config = testConfig(options.config);
  const database = options.database ?? (await createTestDatabase());
  const deps = buildDeps(config, database, createLogger(config.LOG_LEVEL));
  const app = createApp(deps);

  async function request(
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  }

  /** Signs a new user up and returns the session cookie to send with later requests. */
  async function signUp(user: { email?: string; password?: string; name?: string } = {}) {
    const email = user.email ?? `user-${crypto.randomUUID()}@example.com`;
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email,
        password: user.password ?? 'a long enough passphrase',
        name: user.name ?? 'Test User',
      },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string } };
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { id: body.user.id, email, cookie };
  }

  return { app, deps, database, config, request, signUp, close: () => database.close() };
}
