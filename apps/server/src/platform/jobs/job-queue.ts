import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type {
  DrizzleTransactionLike,
  Job,
  QueueOptions,
  ScheduleOptions,
  SendOptions,
} from 'pg-boss';
import { queryRows, type Database, type Tx } from '../../db/client';
import type { Logger } from '../../lib/logger';

export type { Job } from 'pg-boss';

export type RetryOptions = Pick<
  QueueOptions,
  | 'retryLimit'
  | 'retryDelay'
  | 'retryBackoff'
  | 'retryDelayMax'
  | 'expireInSeconds'
  | 'heartbeatSeconds'
>;
export type RegisterOptions = RetryOptions & {
  /** Workers of this queue in this process. */
  concurrency?: number;
  /**
   * A job of this queue whose worker stopped heartbeating this many seconds ago (its process was
   * killed) is failed at once, by whichever instance notices, so its retry runs within seconds
   * instead of after pg-boss's next supervision pass. Needs `heartbeatSeconds`; heartbeats are
   * then refreshed every third of this.
   */
  orphanAfterSeconds?: number;
  /**
   * Jobs each worker takes at once and runs side by side; while batches come back full the
   * worker fetches again at once instead of waiting for its next poll (for queues that fill up
   * in bursts, like a thousand updates approved together). A failed job fails alone.
   */
  batchSize?: number;
};
export type JobSendOptions = Omit<SendOptions, 'db'>;
export type JobHandler<T> = (job: Job<T>) => Promise<void>;
/** Works a batch; answers the jobs that failed (to be retried), by job id. */
export type BatchJobHandler<T> = (jobs: Job<T>[]) => Promise<ReadonlyMap<string, unknown>>;

/** Delays in seconds: roughly 10 s, 20 s, 40 s, ... capped at 15 min, then the job fails. */
export const defaultRetry: RetryOptions = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 900,
};

export type JobQueueOptions = {
  database: Database;
  logger: Logger;
  /** How often idle workers look for new jobs; pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running handlers before failing them (they are retried later). */
  stopTimeoutMs?: number;
  /** Queue defaults applied by register() and declare(); per-queue options override them. */
  retry?: RetryOptions;
  /** How often jobs of a stopped or killed process are found and retried (pg-boss's monitor). */
  superviseIntervalSeconds?: number;
  /** How long finished jobs stay in pgboss.job before pg-boss deletes them (JOB_HISTORY_RETENTION_DAYS). */
  historyRetentionSeconds?: number;
};

/** pg-boss's defaults, set explicitly: finished jobs kept 7 days, waiting ones 14. */
export const DEFAULT_HISTORY_RETENTION_SECONDS = 7 * 24 * 3600;
export const WAITING_JOB_RETENTION_SECONDS = 14 * 24 * 3600;
/** How often each queue's finished jobs past the retention are deleted (pg-boss's default: daily). */
const HISTORY_DELETION_INTERVAL_SECONDS = 3600;

export type JobQueue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Creates the queue if missing and keeps its retry settings in step with the code. */
  declare(queue: string, options?: RetryOptions): Promise<void>;
  register<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    options?: RegisterOptions,
  ): Promise<void>;
  /**
   * Like register(), but the handler gets each batch whole (to share its reads and writes); while
   * batches come back full the worker fetches again at once. A job it reports failed fails alone.
   */
  registerBatch<T extends object>(
    queue: string,
    handler: BatchJobHandler<T>,
    options: RegisterOptions & { batchSize: number },
  ): Promise<void>;
  send<T extends object>(queue: string, data: T, options?: JobSendOptions): Promise<string | null>;
  /** Enqueues inside `tx`: the job exists only if the transaction commits. */
  sendInTransaction<T extends object>(
    tx: Tx,
    queue: string,
    data: T,
    options?: JobSendOptions,
  ): Promise<string | null>;
  /** Many jobs in one statement inside `tx`; an id already held is skipped. */
  sendManyInTransaction<T extends object>(
    tx: Tx,
    queue: string,
    jobs: readonly { data: T; id?: string }[],
  ): Promise<void>;
  schedule(
    queue: string,
    cron: string,
    data?: object,
    options?: Omit<ScheduleOptions, 'db'>,
  ): Promise<void>;
  /**
   * Runs pg-boss's supervision now: expiry, and the deletion of finished jobs past the retention
   * for each queue not maintained within the last hour (tests and the retention bench).
   */
  supervise(): Promise<void>;
};

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** How often the queues with `orphanAfterSeconds` are looked at for jobs of a stopped process. */
const ORPHAN_SWEEP_MS = 1_000;

/**
 * A job id that is the same every time for the same key (a name-based UUID, RFC 9562 v5 layout):
 * sending a job with it twice enqueues it once, since pg-boss skips an id it already holds.
 */
export function stableJobId(key: string): string {
  const hash = createHash('sha1').update(`updately-job:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createJobQueue({
  database,
  logger,
  pollingIntervalSeconds = 2,
  stopTimeoutMs = 30_000,
  retry = defaultRetry,
  superviseIntervalSeconds,
  historyRetentionSeconds = DEFAULT_HISTORY_RETENTION_SECONDS,
}: JobQueueOptions): JobQueue {
  const log = logger.child({ module: 'jobs' });
  const boss = createBoss(database, superviseIntervalSeconds);
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  boss.on('warning', (warning) => log.warn({ warning: warning.data }, warning.message));

  const declared = new Set<string>();
  /** Queues swept for orphaned jobs, and the jobs this process is working (never orphans). */
  const orphanWatch = new Map<string, number>();
  const working = new Set<string>();
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping = false;

  async function sweepOrphans(): Promise<void> {
    if (sweeping || orphanWatch.size === 0) return;
    sweeping = true;
    try {
      for (const [queue, seconds] of orphanWatch) {
        const stale = await queryRows<{ id: string; retry_count: number }>(
          database.db,
          sql`select id, retry_count from pgboss.job
              where name = ${queue} and state = 'active'
                and coalesce(heartbeat_on, started_on) < now() - make_interval(secs => ${seconds})`,
        );
        const orphans = stale.filter((job) => !working.has(job.id));
        if (orphans.length === 0) continue;
        await boss.fail(
          queue,
          orphans.map((job) => ({ id: job.id, retryCount: job.retry_count })),
          { message: 'its worker stopped (the process ended while working it)' },
        );
        log.warn({ queue, jobs: orphans.length }, 'retrying jobs whose worker stopped');
      }
    } catch (err) {
      log.warn({ err }, 'sweeping orphaned jobs failed');
    } finally {
      sweeping = false;
    }
  }
  /**
   * The orphan sweep (every second, per watched queue) as an index range: pg-boss keeps no index
   * on active jobs, and its history holds a million rows at scale, which made each sweep read the
   * whole table (issue 28). Made after pg-boss made its schema; another instance may race it.
   */
  async function indexActiveJobs(): Promise<void> {
    try {
      await queryRows(
        database.db,
        sql`create index if not exists updately_job_active_idx
              on pgboss.job (name, started_on) where state = 'active'`,
      );
    } catch (err) {
      log.warn({ err }, 'indexing active jobs failed');
    }
  }
  const workerPolling = (concurrency: number) => ({
    pollingIntervalSeconds,
    // Woken by NOTIFY, workers still poll as often: one NOTIFY may announce many jobs.
    notifyPollingIntervalSeconds: pollingIntervalSeconds,
    localConcurrency: concurrency,
  });

  async function declare(queue: string, options: RetryOptions = {}): Promise<void> {
    // notify: a new job wakes the workers at once instead of at their next poll. The retention is
    // set on every queue, so the job table's history stays bounded (issue 28).
    const settings = {
      ...retry,
      ...options,
      deleteAfterSeconds: historyRetentionSeconds,
      retentionSeconds: WAITING_JOB_RETENTION_SECONDS,
      notify: true,
    };
    if (await boss.getQueue(queue)) await boss.updateQueue(queue, settings);
    else await boss.createQueue(queue, settings);
    // Creating or updating a queue evicts it from pg-boss's queue cache, and a send() that misses
    // the cache reads it through pg-boss's own connection. Inside a PGlite transaction that read
    // waits for the transaction to end: a deadlock. findJobs() refills the cache now.
    await boss.findJobs(queue, { id: NIL_UUID });
    declared.add(queue);
  }

  async function registerBatch<T extends object>(
    queue: string,
    handler: BatchJobHandler<T>,
    options: RegisterOptions & { batchSize: number },
  ) {
    const { concurrency = 1, batchSize, orphanAfterSeconds, ...queueOptions } = options;
    await declare(queue, queueOptions);
    await boss.work<T>(
      queue,
      {
        ...workerPolling(concurrency),
        ...orphanHeartbeat(orphanAfterSeconds),
        batchSize,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (jobs) => {
        let failures: ReadonlyMap<string, unknown>;
        for (const job of jobs) working.add(job.id);
        try {
          failures = await handler(jobs);
        } catch (err) {
          log.warn({ err, queue, jobs: jobs.length }, 'job batch failed');
          failures = new Map(jobs.map((job) => [job.id, err]));
        } finally {
          for (const job of jobs) working.delete(job.id);
        }
        return jobs.map((job) =>
          failures.has(job.id)
            ? {
                id: job.id,
                status: 'failed' as const,
                output: { message: String((failures.get(job.id) as Error)?.message ?? 'failed') },
              }
            : { id: job.id, status: 'completed' as const },
        );
      },
    );
    watchOrphans(queue, orphanAfterSeconds);
  }

  function orphanHeartbeat(orphanAfterSeconds: number | undefined) {
    return orphanAfterSeconds
      ? { heartbeatRefreshSeconds: Math.max(1, Math.floor(orphanAfterSeconds / 3)) }
      : {};
  }

  function watchOrphans(queue: string, orphanAfterSeconds: number | undefined) {
    if (!orphanAfterSeconds) return;
    orphanWatch.set(queue, orphanAfterSeconds);
    void sweepOrphans();
  }

  return {
    async start() {
      await boss.start();
      await indexActiveJobs();
      sweeper = setInterval(() => void sweepOrphans(), ORPHAN_SWEEP_MS);
      sweeper.unref();
      log.info({ backend: database.kind }, 'job queue started');
    },

    async stop() {
      clearInterval(sweeper);
      orphanWatch.clear();
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
      declared.clear();
      log.info('job queue stopped');
    },

    declare,

    async register<T extends object>(
      queue: string,
      handler: JobHandler<T>,
      options: RegisterOptions = {},
    ) {
      const { batchSize = 1 } = options;
      const run = async (job: Job<T>) => {
        try {
          await handler(job);
        } catch (err) {
          log.warn({ err, queue, jobId: job.id, retryCount: job.retryCount }, 'job failed');
          throw err;
        }
      };
      if (batchSize > 1) {
        await registerBatch<T>(
          queue,
          async (jobs) => {
            const outcomes = await Promise.allSettled(jobs.map(run));
            return new Map(
              jobs.flatMap((job, i) => {
                const outcome = outcomes[i]!;
                return outcome.status === 'rejected' ? [[job.id, outcome.reason] as const] : [];
              }),
            );
          },
          { ...options, batchSize },
        );
        return;
      }
      const { concurrency = 1, batchSize: _one, orphanAfterSeconds, ...queueOptions } = options;
      await declare(queue, queueOptions);
      await boss.work<T>(
        queue,
        { ...workerPolling(concurrency), ...orphanHeartbeat(orphanAfterSeconds), batchSize: 1 },
        async ([job]) => {
          working.add(job!.id);
          try {
            await run(job!);
          } finally {
            working.delete(job!.id);
          }
        },
      );
      watchOrphans(queue, orphanAfterSeconds);
    },

    registerBatch,

    async send(queue, data, options = {}) {
      if (!declared.has(queue)) await declare(queue);
      return boss.send(queue, data, options);
    },

    async sendInTransaction(tx, queue, data, options = {}) {
      // Declaring here would run outside `tx` and deadlock on PGlite (see declare()).
      if (!declared.has(queue)) {
        throw new Error(
          `Job queue "${queue}" is not declared: register() or declare() it at start-up`,
        );
      }
      // Db is typed over both drivers, so execute() returns `unknown`; both really return { rows }.
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      return boss.send(queue, data, { ...options, db });
    },

    async sendManyInTransaction(tx, queue, jobs) {
      if (jobs.length === 0) return;
      if (!declared.has(queue)) {
        throw new Error(
          `Job queue "${queue}" is not declared: register() or declare() it at start-up`,
        );
      }
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      await boss.insert(
        queue,
        jobs.map((job) => ({ id: job.id, data: job.data })),
        { db },
      );
    },

    async schedule(queue, cron, data, options = {}) {
      if (!declared.has(queue)) await declare(queue);
      await boss.schedule(queue, cron, data ?? null, options);
    },

    supervise: () => boss.supervise(),
  };
}

function createBoss(database: Database, superviseIntervalSeconds?: number): PgBoss {
  const supervision = {
    maintenanceIntervalSeconds: HISTORY_DELETION_INTERVAL_SECONDS,
    ...(superviseIntervalSeconds && {
      superviseIntervalSeconds,
      monitorIntervalSeconds: superviseIntervalSeconds,
    }),
  };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without its PGlite instance');
    // The adapter shares the app's instance; pg-boss never closes a db it did not open.
    return new PgBoss({
      db: fromPglite(database.pglite),
      backend: 'pglite',
      useListenNotify: true,
      ...supervision,
    });
  }
  if (!database.connectionString) throw new Error('PostgreSQL database without connection string');
  return new PgBoss({
    connectionString: database.connectionString,
    application_name: 'updately-jobs',
    max: 4,
    useListenNotify: true,
    ...supervision,
  });
}
