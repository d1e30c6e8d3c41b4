import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandClaims, organizations, updateRequests, webhookDeliveries } from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { createUser } from '../../seed/factories/user-factories';
import {
  approveEverything,
  freePort,
  signInOver,
  startChildServer,
  type ChildServer,
} from '../../test/child-server';
import { eventually } from '../../test/mailbox';
import { TEST_PASSWORD, TEST_VALUE_KEYS, testConfig } from '../../test/test-app';
import { createSharedTestDatabase } from '../../test/test-database';
import { createValueCipher } from '../crypto/value-cipher';
import { startTestReceiver } from '../outbound-http/test-receiver';
import { createWebhookEndpoint } from './webhook-endpoints';

const COMPANIES = 20;

/**
 * Crash safety of webhooks: the server is killed with SIGKILL while it delivers a batch of
 * `update_request.created` events to a slow receiver. After a restart every event is delivered at
 * least once; a message sent again (in flight at the kill, or retried after a 500) carries the
 * same webhook-id, and the delivery log holds one success per message.
 */
describe('killing the server in the middle of a batch of webhook deliveries', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  const servers: ChildServer[] = [];
  let env: Record<string, string>;
  let journeyId: string;
  let userEmail: string;
  let secret: string;
  let endpointId: string;
  /** Request id -> the webhook-ids it was delivered with (verified), in order. */
  const delivered = new Map<string, string[]>();
  const refusedOnce = new Set<string>();
  let lastDelivery = 0;

  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    const database = await shared.open();
    try {
      const { db } = database;
      const user = await createUser(db, { password: TEST_PASSWORD });
      userEmail = user.email;
      const [org] = await db
        .insert(organizations)
        .values({ name: 'Acme Group', slug: `acme-${crypto.randomUUID().slice(0, 8)}` })
        .returning();
      const brands = [];
      for (let i = 0; i < COMPANIES; i++) brands.push(await createBrand(db, { channel: 'api' }));
      await db.insert(brandClaims).values(
        brands.map((brand) => ({
          organization_id: org!.id,
          brand_id: brand.id,
          status: 'verified',
          decided_by_method: 'admin',
          decided_at: new Date(),
        })),
      );
      const footprints = await createFootprints(db, user.id, COMPANIES, {
        brandIds: brands.map((b) => b.id),
      });
      const journey = await createJourney(db, user.id, {
        target_address: '12 Sydney Road, Brunswick VIC 3056',
      });
      journeyId = journey.id;
      await createJourneyLinks(
        db,
        user.id,
        journey.id,
        footprints.map((f) => f.id),
      );
      receiver = await startTestReceiver();
      const cipher = createValueCipher(testConfig().valueKeys);
      const made = await db.transaction((tx) =>
        createWebhookEndpoint(tx, cipher, {
          organizationId: org!.id,
          url: `${receiver.url}/hooks`,
          eventTypes: ['update_request.created'],
          source: 'portal',
        }),
      );
      secret = made.secret;
      endpointId = made.row.id;
    } finally {
      await database.close();
    }
    // Slow answers keep a batch in flight; every fifth message is refused once (then retried).
    let seen = 0;
    receiver.reply((request, res) => {
      const body = new Webhook(secret).verify(request.body, request.headers) as {
        data: { id: string };
      };
      const messageId = request.headers['webhook-id']!;
      seen += 1;
      if (seen % 5 === 0 && !refusedOnce.has(messageId)) {
        refusedOnce.add(messageId);
        res.writeHead(500).end('not now');
        return;
      }
      // An answer cut off by the kill is no delivery: the sender never learns of it.
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(204).end();
        delivered.set(body.data.id, [...(delivered.get(body.data.id) ?? []), messageId]);
        lastDelivery = Date.now();
      }, 400);
    });
    const port = await freePort();
    env = {
      ...shared.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
      VALUE_ENCRYPTION_KEYS: TEST_VALUE_KEYS,
      JOBS_SUPERVISE_SECONDS: '1',
      WEBHOOK_RETRY_SCALE: '0.01',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    };
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await receiver?.close();
    await shared?.remove();
  });

  it('delivers every event at least once, a message sent again with the same webhook-id', async () => {
    const first = await startChildServer(env);
    servers.push(first);
    const cookie = await signInOver(first.url, env.APP_URL!, userEmail, TEST_PASSWORD);
    const approve = await approveEverything(first.url, env.APP_URL!, cookie, journeyId);
    expect(approve.status).toBe(201);

    // Mid-batch: some deliveries are in flight, most are not made yet.
    await eventually(
      async () => (receiver.received.length >= 6 ? true : undefined),
      '6 deliveries',
      30_000,
    );
    expect(await first.kill('SIGKILL')).toBeNull();
    expect(delivered.size).toBeLessThan(COMPANIES);

    const second = await startChildServer(env);
    servers.push(second);
    await eventually(
      async () => (delivered.size === COMPANIES ? true : undefined),
      `all ${COMPANIES} events delivered`,
      90_000,
    );
    // A job killed after its answer came but before it was logged runs again once its
    // heartbeat is missed (~10 s): let those finish before stopping.
    await eventually(
      async () => (Date.now() - lastDelivery > 15_000 ? true : undefined),
      'no more deliveries',
      60_000,
    );

    // A request's event is one message: every copy of it carries the same webhook-id.
    for (const ids of delivered.values()) expect(new Set(ids).size).toBe(1);
    const byMessage = new Map<string, Set<string>>();
    for (const received of receiver.received) {
      const id = received.headers['webhook-id']!;
      const requestId = (JSON.parse(received.body) as { data: { id: string } }).data.id;
      byMessage.set(requestId, (byMessage.get(requestId) ?? new Set()).add(id));
    }
    expect([...byMessage.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(refusedOnce.size).toBeGreaterThan(0);
    // Deliveries in flight at the kill were made again after the restart.
    const copies = new Map<string, number>();
    for (const r of receiver.received) {
      const id = r.headers['webhook-id']!;
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    const sentAgain = [...copies].filter(([id, n]) => n > 1 && !refusedOnce.has(id));
    expect(sentAgain.length).toBeGreaterThan(0);

    expect(await second.kill('SIGTERM')).toBe(0);
    const database = await shared.open();
    try {
      const ids = (
        await database.db
          .select({ id: updateRequests.id })
          .from(updateRequests)
          .where(eq(updateRequests.journey_id, journeyId))
      ).map((r) => r.id);
      expect(new Set(ids)).toEqual(new Set(delivered.keys()));
      // The log: per message, attempts numbered from 1, exactly one success (an attempt run
      // again after the kill is sent again only if it had not been logged), the refused ones
      // retried as attempt 2.
      const rows = await database.db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpoint_id, [endpointId]));
      const messages = new Map<string, typeof rows>();
      for (const row of rows) {
        messages.set(row.message_id, [...(messages.get(row.message_id) ?? []), row]);
      }
      expect(messages.size).toBe(COMPANIES);
      for (const [messageId, attempts] of messages) {
        const ok = attempts.filter((a) => a.response_status === 204);
        expect(ok, messageId).toHaveLength(1);
        const numbers = attempts.map((a) => a.attempt).sort();
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
        for (const refused of attempts.filter((a) => a.response_status === 500)) {
          expect(ok[0]!.attempt).toBeGreaterThan(refused.attempt);
        }
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
