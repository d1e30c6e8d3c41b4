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
import { createSharedTestDatabase } from '../../test/test-database';

const COMPANIES = 50;
/** The default: two workers, each sending a batch of eight side by side. */
const IN_FLIGHT = 16;
/** A mail accepted this long before the kill was surely recorded: it must never go twice. */
const SETTLED_MS = 1_500;

/**
 * Crash safety, with the default job settings: the server is killed with SIGKILL while it emails
 * 50 companies through a slow mail server. After a restart every update is sent within seconds,
 * none is lost, each company is told once (only a mail in flight at the kill may arrive twice:
 * the same Message-ID, reference and links) and its links confirm once.
 */
describe('killing the server in the middle of sending 50 updates', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const servers: ChildServer[] = [];
  let env: Record<string, string>;
  let journeyId: string;
  let userEmail: string;
  const destinations: string[] = [];
  let slow = true;

  beforeAll(async () => {
    // A slow mail server until the kill: one company in four is answered after 6 s, the others
    // after 0.1 s (so a batch's fast mails are accepted long before its slowest one).
    smtp = await startSmtpCapture({
      acceptDelayMs: (to) => (slow && destinations.indexOf(to) % 4 === 0 ? 6_000 : 100),
    });
    shared = await createSharedTestDatabase();
    const database = await shared.open();
    try {
      const seeded = await seedMovingPerson(database.db, COMPANIES, TEST_PASSWORD);
      userEmail = seeded.user.email;
      journeyId = seeded.journey.id;
      destinations.push(...seeded.destinations);
    } finally {
      await database.close();
    }
    const port = await freePort();
    env = {
      ...shared.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      SMTP_URL: smtp.url,
      BETTER_AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
      VALUE_ENCRYPTION_KEYS: TEST_VALUE_KEYS,
    };
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await smtp.close();
    await shared.remove();
  });

  const signIn = (server: ChildServer) =>
    signInOver(server.url, env.APP_URL!, userEmail, TEST_PASSWORD);

  it('sends every update exactly once per company, and each confirms once', async () => {
    const first = await startChildServer(env);
    servers.push(first);
    const cookie = await signIn(first);
    const approve = await approveEverything(first.url, env.APP_URL!, cookie, journeyId);
    expect(approve.status).toBe(201);

    // Mid-batch: the fast companies of the first batches have their email, well before the kill;
    // the slow ones of the same batches are still in flight.
    await eventually(
      async () => (smtp.received.length >= 10 ? true : undefined),
      '10 mails',
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2 * SETTLED_MS));
    expect(await first.kill('SIGKILL')).toBeNull();
    const killedAt = Date.now();
    slow = false;
    const atKill = smtp.received.length;
    expect(atKill).toBeLessThan(COMPANIES);
    const settled = smtp.received
      .filter((mail) => mail.acceptedAt < killedAt - SETTLED_MS)
      .flatMap((mail) => mail.to);

    const second = await startChildServer(env);
    servers.push(second);
    const restartedAt = Date.now();
    const cookie2 = await signIn(second);
    await waitUntilAllSent(second.url, cookie2, journeyId, COMPANIES);
    // The requests in flight at the kill went again within seconds, not at the next supervision.
    expect(Date.now() - restartedAt).toBeLessThan(10_000);

    // Every company got its mail; a second copy only for what was in flight at the kill.
    // Besides the companies' mail, only the person may get something: the hourly digest, when
    // a run crosses its minute.
    const toCompanies = smtp.received.filter((mail) =>
      mail.to.some((to) => destinations.includes(to)),
    );
    const others = smtp.received.filter((mail) => !toCompanies.includes(mail));
    expect(others.flatMap((mail) => mail.to).filter((to) => to !== userEmail)).toEqual([]);
    const byCompany = new Map<string, string[]>();
    for (const mail of toCompanies) {
      for (const to of mail.to) byCompany.set(to, [...(byCompany.get(to) ?? []), mail.raw]);
    }
    expect([...byCompany.keys()].sort()).toEqual([...destinations].sort());
    const duplicated = [...byCompany.values()].filter((mails) => mails.length > 1);
    // At most the sends in flight at the kill; none that the mail server had long accepted.
    expect(duplicated.length).toBeLessThanOrEqual(IN_FLIGHT);
    expect(settled.length).toBeGreaterThan(0);
    for (const to of settled) expect(byCompany.get(to), to).toHaveLength(1);
    for (const mails of duplicated) {
      expect(mails).toHaveLength(2);
      const [a, b] = mails.map((raw) => ({
        id: /^Message-ID: (.+)$/im.exec(raw)?.[1],
        text: mimePart(raw, 'text/plain'),
      }));
      expect(b!.id).toBe(a!.id);
      expect(b!.text).toBe(a!.text);
    }

    // The links of a mail sent twice (or of any mail) confirm once.
    const sample = (duplicated[0] ?? [...byCompany.values()][0]!)[0]!;
    const updated = /^Updated: (\S+)$/m.exec(mimePart(sample, 'text/plain'))![1]!;
    const confirm = () =>
      fetch(updated.replace(env.APP_URL!, second.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(409);

    // A graceful stop, then the log: one `sent` per request, one confirmation in all.
    expect(await second.kill('SIGTERM')).toBe(0);
    const database = await shared.open();
    try {
      const ids = (
        await database.db
          .select({ id: updateRequests.id })
          .from(updateRequests)
          .where(eq(updateRequests.journey_id, journeyId))
      ).map((r) => r.id);
      expect(ids).toHaveLength(COMPANIES);
      const sentEvents = await database.db
        .select({ request: updateRequestEvents.request_id })
        .from(updateRequestEvents)
        .where(
          and(inArray(updateRequestEvents.request_id, ids), eq(updateRequestEvents.type, 'sent')),
        );
      expect(sentEvents).toHaveLength(COMPANIES);
      expect(new Set(sentEvents.map((e) => e.request)).size).toBe(COMPANIES);
      const confirmations = await database.db
        .select()
        .from(updateRequestEvents)
        .where(
          and(
            inArray(updateRequestEvents.request_id, ids),
            eq(updateRequestEvents.type, 'confirmed'),
          ),
        );
      expect(confirmations).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
