import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { countQueries } from '../../test/query-counter';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Job } from '../jobs/job-queue';
import { startTestReceiver } from '../outbound-http/test-receiver';
import { createWebhookEndpoint } from './webhook-endpoints';
import { newWebhookMessageId, webhookJobId, type WebhookJob } from './webhook-events';
import { runWebhookBatch, type WebhookWorkerDeps } from './webhook-worker';

const BATCH = 20;

/**
 * A batch of webhook attempts costs a few statements, not a few per attempt (issue 28: 200 a
 * second), and each attempt is still logged once with its outcome.
 */
describe('a batch of webhook attempts', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  let deps: WebhookWorkerDeps;
  let endpointId: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await startTestReceiver();
    const db = t.database.db;
    const [org] = await db
      .insert(organizations)
      .values({ name: 'Batch Holdings', slug: `batch-${crypto.randomUUID().slice(0, 8)}` })
      .returning();
    const made = await db.transaction((tx) =>
      createWebhookEndpoint(tx, t.deps.updates.cipher, {
        organizationId: org!.id,
        url: `${receiver.url}/hooks`,
        eventTypes: ['update_request.created'],
        source: 'portal',
      }),
    );
    endpointId = made.row.id;
    deps = {
      db,
      logger: t.deps.logger,
      jobs: t.deps.jobs,
      mailer: t.deps.mailer,
      cipher: t.deps.updates.cipher,
      config: t.config,
    };
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  function jobsOf(count: number): Job<WebhookJob>[] {
    return Array.from({ length: count }, (_, i) => {
      const data: WebhookJob = {
        endpointId,
        messageId: newWebhookMessageId(),
        eventType: 'update_request.created',
        occurredAt: new Date().toISOString(),
        data: { n: i },
        attempt: 1,
        firstAttempt: 1,
      };
      return {
        id: webhookJobId(data),
        name: 'webhook-deliver',
        data,
        retryCount: 0,
      } as Job<WebhookJob>;
    });
  }

  it('sends and logs every attempt in a few statements; a re-run sends nothing again', async () => {
    const jobs = jobsOf(BATCH);
    let failures: Map<string, unknown> = new Map();
    const statements = await countQueries(t.database, async () => {
      failures = await runWebhookBatch(deps, jobs);
    });
    expect(failures.size).toBe(0);
    expect(receiver.received).toHaveLength(BATCH);
    const logged = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpoint_id, endpointId));
    expect(logged).toHaveLength(BATCH);
    expect(logged.every((row) => row.response_status === 200 || row.response_status === 204)).toBe(
      true,
    );
    // Three reads for the batch, then a few transactions of 3 statements (and BEGIN, COMMIT)
    // for the attempts answered together: one attempt at a time was about 8 each.
    expect(statements).toBeLessThan(BATCH);

    await runWebhookBatch(deps, jobs);
    expect(receiver.received).toHaveLength(BATCH);
  });

  it('logs nothing for an endpoint switched off', async () => {
    await t.database.db
      .update(webhookEndpoints)
      .set({ enabled: false })
      .where(eq(webhookEndpoints.id, endpointId));
    const before = receiver.received.length;
    await runWebhookBatch(deps, jobsOf(3));
    expect(receiver.received).toHaveLength(before);
  });
});
