// `npm run bench` (PostgreSQL only): bounded growth. Fills the tables that only grow with two
// months of traffic (timestamps spread over 60 days; sessions over 150, as they live up to 90),
// prints their rows and size, runs the retention jobs' functions once a simulated day over the
// last month, as their crons would have, then pg-boss's own deletion of finished jobs, and prints
// the sizes again. Prints, asserts nothing.
//   npx tsx apps/server/src/scripts/bench-retention.ts postgres://…  [scale, default 1]
import { sql } from 'drizzle-orm';
import { expireOldSessions } from '../auth/session-lifetime';
import { createLogger } from '../lib/logger';
import { pruneIdempotencyKeys } from '../platform/business/idempotency';
import { pruneWebhookDeliveries } from '../platform/business/webhook-delivery-retention';
import { pruneErrorLogs } from '../platform/errors/error-retention';
import { createJobQueue } from '../platform/jobs/job-queue';
import { DISPATCH_QUEUE } from '../platform/update-engine/dispatcher';
import {
  createWebhookOwner,
  insertAgedCompletedJobs,
  insertAgedErrorLogs,
  insertAgedIdempotencyKeys,
  insertAgedSessions,
  insertAgedWebhookDeliveries,
  tableSize,
} from '../seed/factories/aged-row-factories';
import { createUser } from '../seed/factories/user-factories';
import { openBenchDatabase } from './bench-database';

const url = process.argv[2];
if (!url?.startsWith('postgres')) {
  console.log('bench-retention: PostgreSQL only (pass its URL)');
  process.exit(0);
}
const scale = Number(process.argv[3] ?? 1);
const DAY = 24 * 3600_000;
const TABLES = [
  'webhook_deliveries',
  'api_idempotency_keys',
  'error_logs',
  'sessions',
  'pgboss.job',
] as const;

const { database, config, close } = await openBenchDatabase(url);
const db = database.db;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function sizes() {
  const out = new Map<string, { rows: number; bytes: number }>();
  for (const table of TABLES) out.set(table, await tableSize(db, table));
  return out;
}

try {
  const now = new Date();
  const n = (count: number) => Math.round(count * scale);
  const user = await createUser(db);
  const owner = await createWebhookOwner(db, user.id);
  const jobs = createJobQueue({
    database,
    logger: createLogger('silent'),
    historyRetentionSeconds: config.JOB_HISTORY_RETENTION_DAYS * 24 * 3600,
  });
  await jobs.start();
  await jobs.declare(DISPATCH_QUEUE);

  const filling = performance.now();
  const twoMonths = { days: 60, now };
  await insertAgedWebhookDeliveries(db, owner.endpointId, { ...twoMonths, count: n(200_000) });
  await insertAgedIdempotencyKeys(db, owner, { ...twoMonths, count: n(50_000) });
  await insertAgedErrorLogs(db, { ...twoMonths, count: n(50_000) });
  await insertAgedSessions(db, user.id, { count: n(50_000), days: 150, now, expiresInDays: 30 });
  await insertAgedCompletedJobs(db, DISPATCH_QUEUE, { ...twoMonths, count: n(200_000) });
  await db.execute(sql`analyze`);
  console.log(
    `Retention: two months of traffic written in ${((performance.now() - filling) / 1000).toFixed(0)} s; ` +
      `windows: webhook deliveries ${config.WEBHOOK_DELIVERY_RETENTION_DAYS} d, idempotency keys ` +
      `${config.API_IDEMPOTENCY_RETENTION_HOURS} h, error logs ${config.ERROR_LOG_RETENTION_DAYS} d, sessions ` +
      `${config.SESSION_MAX_LIFETIME / 86_400} d (or expired 30 d ago), finished jobs ${config.JOB_HISTORY_RETENTION_DAYS} d`,
  );
  const before = await sizes();

  // A month of daily passes, the clock moving from 30 days ago to now.
  let slowest = 0;
  const deleted = { deliveries: 0, keys: 0, logs: 0, sessions: 0, jobs: 0 };
  const started = performance.now();
  for (let day = 30; day >= 0; day -= 1) {
    const clock = now.getTime() - day * DAY;
    const pass = performance.now();
    deleted.deliveries += await pruneWebhookDeliveries(
      db,
      config.WEBHOOK_DELIVERY_RETENTION_DAYS,
      clock,
    );
    deleted.keys += await pruneIdempotencyKeys(db, config.API_IDEMPOTENCY_RETENTION_HOURS, clock);
    deleted.logs += (await pruneErrorLogs(db, config.ERROR_LOG_RETENTION_DAYS, clock)).logs;
    deleted.sessions += await expireOldSessions(db, config.SESSION_MAX_LIFETIME, clock);
    slowest = Math.max(slowest, performance.now() - pass);
  }
  // pg-boss deletes by the database's clock: once, now (its hourly pass, made due).
  const jobsBefore = before.get('pgboss.job')!.rows;
  await db.execute(sql`update pgboss.queue set maintain_on = null`);
  const pgBossPass = performance.now();
  await jobs.supervise();
  const pgBossMs = performance.now() - pgBossPass;
  await jobs.stop();
  const totalMs = performance.now() - started;
  await db.execute(sql`vacuum analyze`);
  const after = await sizes();
  deleted.jobs = jobsBefore - after.get('pgboss.job')!.rows;

  console.log(
    `Retention: 31 daily passes in ${(totalMs / 1000).toFixed(1)} s (slowest pass ${(slowest / 1000).toFixed(1)} s, ` +
      `pg-boss's deletion ${(pgBossMs / 1000).toFixed(1)} s), deleting in batches of 5,000: ` +
      `${deleted.deliveries} deliveries, ${deleted.keys} keys, ${deleted.logs} error logs, ` +
      `${deleted.sessions} sessions, ${deleted.jobs} finished jobs`,
  );
  for (const table of TABLES) {
    const b = before.get(table)!;
    const a = after.get(table)!;
    console.log(
      `  ${table.padEnd(22)} before ${b.rows.toLocaleString('en-AU').padStart(9)} rows ${mb(b.bytes).padStart(9)}` +
        `   after ${a.rows.toLocaleString('en-AU').padStart(9)} rows ${mb(a.bytes).padStart(9)}`,
    );
  }
  console.log(
    '  (sizes after a plain VACUUM: the space of deleted rows is reused by new ones, not returned to the disk)',
  );
} finally {
  await close();
}
