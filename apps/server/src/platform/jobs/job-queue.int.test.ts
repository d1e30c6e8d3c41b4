import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { createJobQueue, type JobQueue } from './job-queue';

const logger = createLogger('silent');
const waitFor = { timeout: 8_000, interval: 50 };

// The `integration` project runs this on PGlite; `integration-pg` (TEST_DATABASE_URL) on PostgreSQL.
describe(`job queue on ${testDatabaseKind}`, () => {
  let database: Database;
  const started: JobQueue[] = [];

  async function startQueue(): Promise<JobQueue> {
    const queue = createJobQueue({
      database,
      logger,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 2_000,
    });
    started.push(queue);
    await queue.start();
    return queue;
  }

  async function jobStates(name: string): Promise<string[]> {
    const result = (await database.db.execute(
      sql`SELECT state FROM pgboss.job WHERE name = ${name} ORDER BY created_on`,
    )) as unknown as { rows: { state: string }[] };
    return result.rows.map((row) => row.state);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((queue) => queue.stop()));
  });

  afterAll(async () => {
    await database?.close();
  });

  it('runs a job enqueued before a restart exactly once', { timeout: 15_000 }, async () => {
    const before = await startQueue();
    await before.send('restart-probe', { n: 1 });
    await before.stop();

    const runs: unknown[] = [];
    const after = await startQueue();
    await after.register<{ n: number }>('restart-probe', async (job) => {
      runs.push(job.data);
    });

    await vi.waitFor(() => expect(runs).toHaveLength(1), waitFor);
    await sleep(1_500); // three more polling rounds: a duplicate would show up here
    expect(runs).toEqual([{ n: 1 }]);
    expect(await jobStates('restart-probe')).toEqual(['completed']);
  });

  it(
    'retries at once a job whose worker died, and never one this process is still working',
    { timeout: 30_000 },
    async () => {
      const orphanOptions = {
        heartbeatSeconds: 10,
        orphanAfterSeconds: 3,
        retryLimit: 3,
        retryDelay: 1,
      };
      // A job left active by a killed process: its last heartbeat was a minute ago.
      const first = await startQueue();
      await first.declare('orphan-probe', orphanOptions);
      const id = await first.send('orphan-probe', { n: 1 });
      await database.db.execute(
        sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute',
              heartbeat_on = now() - interval '1 minute' WHERE id = ${id}`,
      );
      const runs: { n: number; retryCount: number }[] = [];
      await first.register<{ n: number }>(
        'orphan-probe',
        async (job) => {
          runs.push({ ...job.data, retryCount: job.retryCount });
          // The second job outlives the orphan age while it runs: it must not be taken from us.
          if (job.data.n === 2) await sleep(7_000);
        },
        orphanOptions,
      );
      await vi.waitFor(() => expect(runs).toEqual([{ n: 1, retryCount: 1 }]), waitFor);

      await first.send('orphan-probe', { n: 2 });
      await vi.waitFor(() => expect(runs).toHaveLength(2), waitFor);
      await vi.waitFor(
        async () => expect(await jobStates('orphan-probe')).toEqual(['completed', 'completed']),
        { timeout: 15_000, interval: 200 },
      );
      expect(runs).toEqual([
        { n: 1, retryCount: 1 },
        { n: 2, retryCount: 0 },
      ]);
    },
  );

  it('retries a failing handler with a delay until it succeeds', { timeout: 15_000 }, async () => {
    const queue = await startQueue();
    const attempts: { retryCount: number; at: number }[] = [];
    await queue.register(
      'flaky-probe',
      async (job) => {
        attempts.push({ retryCount: job.retryCount, at: Date.now() });
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
    );

    await queue.send('flaky-probe', {});

    await vi.waitFor(async () => expect(await jobStates('flaky-probe')).toEqual(['completed']), {
      ...waitFor,
      timeout: 12_000,
    });
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(900);
  });

  it('enqueues inside a transaction only when it commits', { timeout: 15_000 }, async () => {
    await database.db.execute(sql`CREATE TABLE tx_probe (id text PRIMARY KEY)`);
    const queue = await startQueue();
    const runs: string[] = [];
    await queue.register<{ id: string }>('tx-probe', async (job) => {
      runs.push(job.data.id);
    });

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tx_probe (id) VALUES ('rolled-back')`);
        await queue.sendInTransaction(tx, 'tx-probe', { id: 'rolled-back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobStates('tx-probe')).toEqual([]);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO tx_probe (id) VALUES ('committed')`);
      await queue.sendInTransaction(tx, 'tx-probe', { id: 'committed' });
    });

    await vi.waitFor(() => expect(runs).toEqual(['committed']), waitFor);
    await sleep(1_000);
    expect(runs).toEqual(['committed']);
    expect(await jobStates('tx-probe')).toEqual(['completed']);
    const probe = (await database.db.execute(sql`SELECT id FROM tx_probe`)) as unknown as {
      rows: { id: string }[];
    };
    expect(probe.rows).toEqual([{ id: 'committed' }]);
  });

  it('enqueues in a transaction to a declared queue that has no worker', async () => {
    const queue = await startQueue();
    await queue.declare('declared-only-probe');
    // On PGlite a cold pg-boss queue cache makes this send wait for its own transaction: it hangs.
    await database.db.transaction((tx) =>
      queue.sendInTransaction(tx, 'declared-only-probe', { n: 1 }),
    );
    expect(await jobStates('declared-only-probe')).toEqual(['created']);
  });

  it('lets a running job finish before stop() resolves', { timeout: 15_000 }, async () => {
    const queue = await startQueue();
    const events: string[] = [];
    await queue.register('slow-probe', async () => {
      events.push('started');
      await sleep(800);
      events.push('finished');
    });
    await queue.send('slow-probe', {});
    await vi.waitFor(() => expect(events).toEqual(['started']), waitFor);

    await queue.stop();
    events.push('stopped');

    expect(events).toEqual(['started', 'finished', 'stopped']);
    expect(await jobStates('slow-probe')).toEqual(['completed']);
  });

  it('refuses to enqueue in a transaction for an undeclared queue', async () => {
    const queue = await startQueue();
    await expect(
      database.db.transaction((tx) => queue.sendInTransaction(tx, 'never-declared', {})),
    ).rejects.toThrow('not declared');
  });
});
