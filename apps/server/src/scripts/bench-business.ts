// `npm run bench`: the business side. Webhook deliveries per second to a local receiver (from one
// approval of N updates to brands a business holds), then a fan-out of those requests' events to
// four endpoints with one first attempt in ten answered 500 and retried (against 200/s), then
// GET /api/v1/requests under load with an API key. Prints, asserts nothing.
//   npx tsx apps/server/src/scripts/bench-business.ts [postgres://…]
import { createHash } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import {
  brandClaims,
  brandDirectory,
  brandUpdateChannels,
  members,
  organizations,
  updateRequests,
} from '../db/schema';
import { createLogger } from '../lib/logger';
import { approveUpdates } from '../modules/updates/approve-updates';
import { createApiKey } from '../platform/business/api-keys';
import { createWebhookEndpoint } from '../platform/business/webhook-endpoints';
import {
  newWebhookMessageId,
  WEBHOOK_QUEUE,
  webhookJobId,
  type WebhookJob,
} from '../platform/business/webhook-events';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../seed/factories/journey-factories';
import { createUser } from '../seed/factories/user-factories';
import { startDeps, stopDeps } from '../server';
import { openBenchDatabase } from './bench-database';
import { costPer, startRunCost } from './bench-cost';

const UPDATES = 500;
const FAN_OUT_ENDPOINTS = 4;
const FAN_OUT_TARGET_PER_SECOND = 200;
const { database, config, label, close } = await openBenchDatabase(process.argv[2], {
  API_KEY_RATE_LIMIT_PER_MINUTE: '100000',
  // The receiver is on loopback (refused by default since the security review).
  WEBHOOK_ALLOW_PRIVATE: 'true',
  // The published schedule's first retry (5 s) in 50 ms: retries are part of the measured run.
  WEBHOOK_RETRY_SCALE: '0.01',
});

let received = 0;
/** Fan-out: every attempt, and the messages delivered, by webhook-id. */
const fanOut = { attempts: 0, delivered: new Set<string>(), first: 0, last: 0 };
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (!req.url?.startsWith('/fan-out/')) {
      received += 1;
      res.writeHead(204).end();
      return;
    }
    const id = String(req.headers['webhook-id']);
    fanOut.attempts += 1;
    fanOut.first ||= performance.now();
    fanOut.last = performance.now();
    // One message in ten fails its first attempt (the retry is answered 204).
    const firstTry = !fanOut.delivered.has(id) && !failedOnce.has(id);
    if (firstTry && createHash('sha1').update(id).digest()[0]! % 10 === 0) {
      failedOnce.add(id);
      res.writeHead(500).end('try again');
      return;
    }
    fanOut.delivered.add(id);
    res.writeHead(204).end();
  });
});
const failedOnce = new Set<string>();
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

try {
  const logger = createLogger('silent');
  const deps = await startDeps(config, database, logger);
  const db = database.db;

  // A business holding N brands, with one endpoint and one key; a person moving, told of them all.
  const owner = await createUser(db);
  const [org] = await db
    .insert(organizations)
    .values({ name: 'Bench Holdings', slug: `bench-${Date.now()}` })
    .returning();
  await db.insert(members).values({ organizationId: org!.id, userId: owner.id, role: 'owner' });
  const brands = await db
    .insert(brandDirectory)
    .values(
      Array.from({ length: UPDATES }, (_, i) => ({
        slug: `bench-brand-${i}`,
        name: `Bench Brand ${i}`,
        category: 'energy',
        footprint_tags: ['bench'],
        data_collection_items: ['address'],
        website: `https://brand-${i}.bench.example`,
      })),
    )
    .returning({ id: brandDirectory.id });
  await db.insert(brandClaims).values(
    brands.map((b) => ({
      organization_id: org!.id,
      brand_id: b.id,
      status: 'verified',
      decided_by_method: 'admin',
    })),
  );
  await db
    .insert(brandUpdateChannels)
    .values(brands.map((b) => ({ brand_id: b.id, channel: 'api' as const })));
  await db.transaction((tx) =>
    createWebhookEndpoint(tx, deps.updates.cipher, {
      organizationId: org!.id,
      url: receiverUrl,
      eventTypes: ['update_request.created'],
      source: 'portal',
    }),
  );
  const { key } = await createApiKey(db, {
    organizationId: org!.id,
    userId: owner.id,
    name: 'bench',
    scopes: ['requests:read', 'requests:write'],
    rateLimitPerMinute: 100_000,
    live: false,
  });
  const person = await createUser(db);
  const footprints = await createFootprints(db, person.id, UPDATES, {
    brandIds: brands.map((b) => b.id),
  });
  const journey = await createJourney(db, person.id, {
    target_address: '12 Sydney Road, Brunswick VIC 3056',
  });
  await createJourneyLinks(
    db,
    person.id,
    journey.id,
    footprints.map((f) => f.id),
  );

  const started = performance.now();
  await db.transaction((tx) =>
    approveUpdates(
      tx,
      {
        engine: deps.updates,
        jobs: deps.jobs,
        logger,
        appName: config.APP_NAME,
        ipAddress: '127.0.0.1',
        userAgent: 'bench',
      },
      person.id,
      journey.id,
      {
        consent_version: '1.0',
        companies: footprints.map((f) => ({ footprint_id: f.id, fields: ['address' as const] })),
      },
    ),
  );
  while (received < UPDATES) {
    if (performance.now() - started > 300_000) {
      throw new Error(`only ${received} webhooks after 5 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${UPDATES} updates to a business's brands: every signed update_request.created ` +
      `delivered to a local receiver after ${seconds.toFixed(1)} s (${Math.round(UPDATES / seconds)} webhooks/s)`,
  );

  // Fan-out: each request's event to four endpoints, queued at once, as a burst of events would be.
  const requestIds = (
    await db
      .select({ id: updateRequests.id })
      .from(updateRequests)
      .where(eq(updateRequests.journey_id, journey.id))
  ).map((r) => r.id);
  const endpoints: string[] = [];
  for (let i = 0; i < FAN_OUT_ENDPOINTS; i += 1) {
    const endpoint = await db.transaction((tx) =>
      createWebhookEndpoint(tx, deps.updates.cipher, {
        organizationId: org!.id,
        url: `${receiverUrl.replace('/hooks', '')}/fan-out/${i}`,
        eventTypes: ['update_request.created'],
        source: 'portal',
      }),
    );
    endpoints.push(endpoint.row.id);
  }
  const fanOutJobs = endpoints.flatMap((endpointId) =>
    requestIds.map((requestId) => {
      const job: WebhookJob = {
        endpointId,
        messageId: newWebhookMessageId(),
        eventType: 'update_request.created',
        occurredAt: new Date().toISOString(),
        requestId,
        attempt: 1,
        firstAttempt: 1,
      };
      return { id: webhookJobId(job), data: job };
    }),
  );
  const fanOutCost = startRunCost(database.connectionString);
  const fanOutStarted = performance.now();
  await db.transaction((tx) => deps.jobs.sendManyInTransaction(tx, WEBHOOK_QUEUE, fanOutJobs));
  while (fanOut.delivered.size < fanOutJobs.length) {
    if (performance.now() - fanOutStarted > 300_000) {
      throw new Error(`only ${fanOut.delivered.size} fan-out webhooks after 5 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const fanOutSeconds = (performance.now() - fanOutStarted) / 1000;
  const perSecond = fanOut.attempts / fanOutSeconds;
  // This process's CPU per delivery (worker, signing, receiver), its statements and the
  // database's CPU: the rate's floor on idle cores, whatever else shares them.
  const spent = fanOutCost.stop();
  const cpuMs = (spent.cpuSeconds * 1000) / fanOut.attempts;
  console.log(
    `${label}: fan-out of ${fanOutJobs.length.toLocaleString('en-AU')} signed webhooks to ${FAN_OUT_ENDPOINTS} endpoints ` +
      `(${failedOnce.size} first attempts answered 500, then retried): ${fanOut.attempts.toLocaleString('en-AU')} deliveries ` +
      `in ${fanOutSeconds.toFixed(1)} s = ${Math.round(perSecond)} deliveries/s ` +
      `(Node CPU ${cpuMs.toFixed(1)} ms a delivery, load average ${os.loadavg()[0]!.toFixed(1)}); ` +
      `≥ ${FAN_OUT_TARGET_PER_SECOND}/s: ${perSecond >= FAN_OUT_TARGET_PER_SECOND ? 'yes' : 'NO'}`,
  );
  console.log(`${label}:   cost: ${costPer(spent, fanOut.attempts, 'delivery')}`);

  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/requests?limit=50`,
    headers: { authorization: `Bearer ${key}` },
    connections: 20,
    duration: 5,
  });
  console.log(
    `${label}: GET /api/v1/requests?limit=50 (${UPDATES} requests, API key) ` +
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms${result.non2xx + result.errors ? `, errors ${result.non2xx + result.errors}` : ''}`,
  );
  await new Promise((resolve) => server.close(resolve));
  await stopDeps(deps);
} finally {
  await close();
  await new Promise((resolve) => receiver.close(resolve));
}
