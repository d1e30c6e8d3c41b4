import { createApp } from '../app';
import { loadConfig, type Config } from '../lib/config';
import type { Database } from '../db/client';
import { createLogger, type Logger } from '../lib/logger';
import type { ApiChannelTransport } from '../platform/update-engine/api-channel';
import { startDeps, stopDeps } from '../server';
import { createTestDatabase } from './test-database';
import { TURNSTILE_PASS_TOKEN, turnstileStandIn } from './turnstile-stand-in';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'a long enough passphrase';
/** Two keys, the first current, so tests also read values written under an older key. */
export const TEST_VALUE_KEYS =
  'test2:dGVzdC12YWx1ZS1rZXktdHdvLTMyLWJ5dGVzLWxvbmc=,test1:dGVzdC12YWx1ZS1rZXktb25lLTMyLWJ5dGVzLWxvbmc=';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    DATA_DIR: '.data/test',
    // Every test request shares one client: tests of the limits themselves set RATE_LIMIT=on.
    RATE_LIMIT: 'off',
    VALUE_ENCRYPTION_KEYS: TEST_VALUE_KEYS,
    ...overrides,
  });
}

/** The settings production insists on (lib/config.ts), for tests of production behaviour. */
export const PRODUCTION_SETTINGS: Record<string, string> = {
  NODE_ENV: 'production',
  APP_URL: 'https://updately.example',
  TURNSTILE_SITE_KEY: '0x4-site',
  TURNSTILE_SECRET_KEY: '0x4-secret',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PHONE_SIGN_IN: 'off',
  VALUE_ENCRYPTION_KEYS: TEST_VALUE_KEYS,
  LEGAL_NAME: 'Updately Pty Ltd',
  ABN: '53 004 085 616',
  RATE_LIMIT: 'on',
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The real app, with its job queue and realtime hub, on a fresh database of its own. */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    database?: Database;
    logger?: Logger;
    /** A company integration for the update engine's api channel (a test double). */
    apiChannel?: ApiChannelTransport;
  } = {},
) {
  const turnstile = await turnstileStandIn();
  const config = testConfig({ TURNSTILE_VERIFY_URL: turnstile.url, ...options.config });
  const database = options.database ?? (await createTestDatabase());
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const deps = await startDeps(config, database, logger, {
    pollingIntervalSeconds: 0.5,
    apiChannel: options.apiChannel,
  });
  const app = createApp(deps);

  async function request(
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    if (!headers.has('x-captcha-response')) headers.set('x-captcha-response', TURNSTILE_PASS_TOKEN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  }

  /**
   * A new, confirmed user signed in with a session cookie (sign-up requires a confirmed email,
   * so the test marks it confirmed directly instead of clicking the link).
   */
  async function signUp(user: { email?: string; password?: string; name?: string } = {}) {
    const email = user.email ?? `user-${crypto.randomUUID()}@example.com`;
    const password = user.password ?? TEST_PASSWORD;
    const ctx = await deps.auth.api.signUpEmail({
      body: { email, password, name: user.name ?? 'Test User' },
      headers: new Headers({ 'x-captcha-response': TURNSTILE_PASS_TOKEN }),
    });
    await deps.auth.$context.then((c) =>
      c.internalAdapter.updateUser(ctx.user.id, { emailVerified: true }),
    );
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return { id: ctx.user.id, email, password, cookie: cookieFrom(res) };
  }

  async function close() {
    await stopDeps(deps);
    await database.close();
  }

  return { app, deps, database, config, request, signUp, close };
}
