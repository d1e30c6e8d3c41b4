import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveEverything,
  freePort,
  seedMovingPerson,
  signInOver,
  startChildServer,
  waitUntilAllSent,
  type ChildServer,
} from '../../test/child-server';
import { eventually } from '../../test/mailbox';
import { TEST_PASSWORD, TEST_VALUE_KEYS } from '../../test/test-app';
import { createSharedTestDatabase } from '../../test/test-database';

const COMPANIES = 3;

/**
 * A print-and-post service that takes each letter under its idempotency key once. Its first
 * answer never comes (the server is killed while waiting for it).
 */
async function startProvider() {
  const keys: string[] = [];
  const letters = new Map<string, string>();
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      keys.push(key);
      if (!letters.has(key)) letters.set(key, `letter-${letters.size + 1}`);
      if (keys.length === 1) {
        held.push(res);
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: letters.get(key) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/letters`,
    keys,
    letters,
    close: () => {
      for (const res of held) res.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('killing the server while the print-and-post service takes a letter', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  const servers: ChildServer[] = [];
  let env: Record<string, string>;
  let journeyId: string;
  let userEmail: string;

  beforeAll(async () => {
    provider = await startProvider();
    shared = await createSharedTestDatabase();
    const database = await shared.open();
    try {
      const seeded = await seedMovingPerson(database.db, COMPANIES, TEST_PASSWORD, {
        contact_email: null,
        postal_address: {
          recipient: 'Privacy Officer',
          organisation: 'Crash Post Pty Ltd',
          line1: 'GPO Box 9',
          line2: null,
          suburb: 'Sydney',
          state: 'NSW',
          postcode: '2001',
        },
      });
      userEmail = seeded.user.email;
      journeyId = seeded.journey.id;
    } finally {
      await database.close();
    }
    const port = await freePort();
    env = {
      ...shared.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
      VALUE_ENCRYPTION_KEYS: TEST_VALUE_KEYS,
      LETTER_PROVIDER_URL: provider.url,
      LETTER_PROVIDER_KEY: 'crash-provider-key-0123456789',
      JOBS_SUPERVISE_SECONDS: '1',
    };
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await provider.close();
    await shared.remove();
  });

  it('asks again with the same idempotency key after a restart: one letter per company', async () => {
    const first = await startChildServer(env);
    servers.push(first);
    const cookie = await signInOver(first.url, env.APP_URL!, userEmail, TEST_PASSWORD);
    expect((await approveEverything(first.url, env.APP_URL!, cookie, journeyId)).status).toBe(201);
    await eventually(async () => (provider.keys.length >= 1 ? true : undefined), 'a letter sent');
    expect(await first.kill('SIGKILL')).toBeNull();
    const inFlight = provider.keys[0]!;

    const second = await startChildServer(env);
    servers.push(second);
    const cookie2 = await signInOver(second.url, env.APP_URL!, userEmail, TEST_PASSWORD);
    await waitUntilAllSent(second.url, cookie2, journeyId, COMPANIES);

    expect(inFlight).toMatch(/^[0-9a-f-]{36}:letter:1$/);
    expect(provider.keys.filter((key) => key === inFlight).length).toBeGreaterThanOrEqual(2);
    // However often it was asked, the service took one letter per company.
    expect(provider.letters.size).toBe(COMPANIES);
    expect(await second.kill('SIGTERM')).toBe(0);
  }, 240_000);
});
