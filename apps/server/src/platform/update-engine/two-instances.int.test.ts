import http from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateRequestEvents, updateRequests } from '../../db/schema';
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
import { mimePart, startSmtpCapture } from '../../test/smtp-capture';
import { TEST_PASSWORD, TEST_VALUE_KEYS } from '../../test/test-app';
import { createSharedTestDatabase, testDatabaseKind } from '../../test/test-database';

/** A POST whose body is sent in two halves, the second when `finish()` is called. */
function slowPost(url: string, body: string, headers: Record<string, string>) {
  let finish = () => {};
  let halfSent = () => {};
  const sent = new Promise<void>((resolve) => (halfSent = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    const middle = Math.floor(body.length / 2);
    request.write(body.slice(0, middle), () => halfSent());
    finish = () => request.end(body.slice(middle));
  });
  return { status, halfSent: sent, finish: () => finish() };
}

/**
 * How the product scales out: stateless instances on one PostgreSQL. (PGlite is one process per
 * data dir, so this runs on PostgreSQL only — `.ci/run` and TEST_DATABASE_URL provide it.)
 */
describe.runIf(testDatabaseKind === 'postgres')('two server instances on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const servers: ChildServer[] = [];
  const env = (port: number): Record<string, string> => ({
    ...shared.env,
    PORT: String(port),
    APP_URL: 'http://localhost:4999',
    SMTP_URL: smtp.url,
    BETTER_AUTH_SECRET: 'two-instances-secret-two-instances-0123',
    VALUE_ENCRYPTION_KEYS: TEST_VALUE_KEYS,
    UPDATE_DISPATCH_CONCURRENCY: '3',
    JOBS_SUPERVISE_SECONDS: '1',
  });
  const origin = 'http://localhost:4999';
  const start = async () => {
    const server = await startChildServer(env(await freePort()));
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture({ acceptDelayMs: 50 });
    shared = await createSharedTestDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await smtp.close();
    await shared.remove();
  });

  async function seed(n: number) {
    const database = await shared.open();
    try {
      return await seedMovingPerson(database.db, n, TEST_PASSWORD);
    } finally {
      await database.close();
    }
  }

  async function eventsOf(journeyId: string, type: string) {
    const database = await shared.open();
    try {
      const ids = (
        await database.db
          .select({ id: updateRequests.id })
          .from(updateRequests)
          .where(eq(updateRequests.journey_id, journeyId))
      ).map((r) => r.id);
      return await database.db
        .select({ request: updateRequestEvents.request_id })
        .from(updateRequestEvents)
        .where(
          and(inArray(updateRequestEvents.request_id, ids), eq(updateRequestEvents.type, type)),
        );
    } finally {
      await database.close();
    }
  }

  it('dispatches each update once, and a confirmation on one reaches a tab on the other', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const person = await seed(30);
    const cookie = await signInOver(a!.url, origin, person.user.email, TEST_PASSWORD);
    expect((await approveEverything(a!.url, origin, cookie, person.journey.id)).status).toBe(201);
    await waitUntilAllSent(b!.url, cookie, person.journey.id, 30);
    const mails = smtp.received.filter((m) => person.destinations.includes(m.to[0]!));
    expect(mails).toHaveLength(30);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(30);
    expect(await eventsOf(person.journey.id, 'sent')).toHaveLength(30);

    // The person's tab listens on instance B; the company answers through instance A.
    const stream = await fetch(`${b!.url}/api/realtime`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    const heard = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return false;
        seen += value;
        if (seen.includes('update_request_changed') && seen.includes('"completed"')) return true;
      }
    })();
    await eventually(async () => (seen.includes('event: ready') ? true : undefined), 'ready');
    const link = /^Updated: (\S+)$/m.exec(mimePart(mails[0]!.raw, 'text/plain'))![1]!;
    const answer = await fetch(link.replace(origin, a!.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'confirmed_by=Sam',
    });
    expect(answer.status).toBe(200);
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
    expect(await Promise.race([heard, timeout])).toBe(true);
    await reader.cancel();
  }, 180_000);

  it('loses no request and no job in a rolling restart (SIGTERM to one, then the other)', async () => {
    for (const server of servers.splice(0)) await server.kill('SIGTERM');
    const person = await seed(40);
    let [a, b] = await Promise.all([start(), start()]);
    const cookie = await signInOver(a!.url, origin, person.user.email, TEST_PASSWORD);

    // The approval is in flight (half its body sent) when A is told to stop: A finishes it, and
    // its jobs run on.
    const review = await fetch(`${a!.url}/api/journeys/${person.journey.id}/review`, {
      headers: { cookie },
    });
    const { companies } = (await review.json()) as { companies: { footprint_id: string }[] };
    const body = JSON.stringify({
      consent_version: '1.0',
      companies: companies.map((c) => ({ footprint_id: c.footprint_id, fields: ['address'] })),
    });
    const approval = slowPost(`${a!.url}/api/journeys/${person.journey.id}/updates`, body, {
      'content-type': 'application/json',
      origin,
      cookie,
    });
    await approval.halfSent;
    const stoppedA = a!.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    approval.finish();
    expect(await approval.status).toBe(201);
    expect(await stoppedA).toBe(0);
    a = await start();
    expect(await b!.kill('SIGTERM')).toBe(0);
    b = await start();

    await waitUntilAllSent(b.url, cookie, person.journey.id, 40);
    const mails = smtp.received.filter((m) => person.destinations.includes(m.to[0]!));
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(40);
    expect(mails).toHaveLength(40);
    expect(await eventsOf(person.journey.id, 'sent')).toHaveLength(40);
    expect(a.output()).not.toMatch(/"level":50/);
  }, 180_000);
});
