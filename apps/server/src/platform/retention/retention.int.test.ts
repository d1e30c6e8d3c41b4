import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { expireOldSessions } from '../../auth/session-lifetime';
import { createLogger } from '../../lib/logger';
import {
  createWebhookOwner,
  insertAgedCompletedJobs,
  insertAgedErrorLogs,
  insertAgedIdempotencyKeys,
  insertAgedSessions,
  insertAgedWebhookDeliveries,
} from '../../seed/factories/aged-row-factories';
import { createUser } from '../../seed/factories/user-factories';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { pruneWebhookDeliveries } from '../business/webhook-delivery-retention';
import { pruneIdempotencyKeys } from '../business/idempotency';
import { pruneErrorLogs } from '../errors/error-retention';
import { createJobQueue } from '../jobs/job-queue';

const DAY = 24 * 3600_000;
const now = new Date();

/** Rows of `table` by whether `column` is before `cutoff`. */
async function split(database: Database, table: string, column: string, cutoff: Date) {
  const [row] = await queryRows<{ older: number; newer: number }>(
    database.db,
    sql`select count(*) filter (where ${sql.raw(column)} < ${cutoff.toISOString()}::timestamptz)::int as older,
          count(*) filter (where ${sql.raw(column)} >= ${cutoff.toISOString()}::timestamptz)::int as newer
        from ${sql.raw(table)}`,
  );
  return row!;
}

describe(`retention keeps the growing tables within their windows (${testDatabaseKind})`, () => {
  let database: Database;
  let userId: string;
  let owner: Awaited<ReturnType<typeof createWebhookOwner>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    userId = (await createUser(database.db)).id;
    owner = await createWebhookOwner(database.db, userId);
  });
  afterAll(() => database?.close());

  it('deletes webhook deliveries older than the window, in batches, and keeps the newer', async () => {
    await insertAgedWebhookDeliveries(database.db, owner.endpointId, { count: 600, days: 60, now });
    const cutoff = new Date(now.getTime() - 30 * DAY);
    const before = await split(database, 'webhook_deliveries', 'created_at', cutoff);
    expect(before.older).toBeGreaterThan(250);

    // Batches of 100: the 300 old rows go in several statements, all of them.
    expect(await pruneWebhookDeliveries(database.db, 30, now.getTime(), 100)).toBe(before.older);
    expect(await split(database, 'webhook_deliveries', 'created_at', cutoff)).toEqual({
      older: 0,
      newer: before.newer,
    });
    expect(await pruneWebhookDeliveries(database.db, 30, now.getTime(), 100)).toBe(0);
  });

  it('deletes idempotency keys older than their hours, in batches', async () => {
    await insertAgedIdempotencyKeys(database.db, owner, { count: 480, days: 10, now });
    const cutoff = new Date(now.getTime() - 48 * 3600_000);
    const before = await split(database, 'api_idempotency_keys', 'created_at', cutoff);
    expect(await pruneIdempotencyKeys(database.db, 48, now.getTime(), 50)).toBe(before.older);
    expect(await split(database, 'api_idempotency_keys', 'created_at', cutoff)).toEqual({
      older: 0,
      newer: before.newer,
    });
  });

  it('deletes error occurrences and the groups not seen within the window, in batches', async () => {
    await insertAgedErrorLogs(database.db, { count: 500, days: 60, now });
    const cutoff = new Date(now.getTime() - 30 * DAY);
    const logs = await split(database, 'error_logs', 'created_at', cutoff);
    const groups = await split(database, 'error_groups', 'last_seen_at', cutoff);
    // Every group is seen till the end of the period: all 50 stay.
    expect(groups).toEqual({ older: 0, newer: 50 });
    expect(await pruneErrorLogs(database.db, 30, now.getTime(), 40)).toEqual({
      logs: logs.older,
      groups: 0,
    });
    expect(await split(database, 'error_logs', 'created_at', cutoff)).toEqual({
      older: 0,
      newer: logs.newer,
    });
    // A month later with no new report, every group goes.
    expect(await pruneErrorLogs(database.db, 30, now.getTime() + 31 * DAY, 40)).toEqual({
      logs: logs.newer,
      groups: 50,
    });
  });

  it('deletes sessions past their lifetime or expired over a month ago, and keeps the rest', async () => {
    const other = await createUser(database.db);
    // Sign-ins over 150 days, each used for up to 19 days, expiring 30 days after its last use.
    await insertAgedSessions(database.db, other.id, {
      count: 300,
      days: 150,
      now,
      expiresInDays: 30,
    });
    const lifetime = 90 * 24 * 3600;
    const [gone] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sessions where user_id = ${other.id} and
            (created_at < ${new Date(now.getTime() - 90 * DAY).toISOString()}::timestamptz
             or expires_at < ${new Date(now.getTime() - 30 * DAY).toISOString()}::timestamptz)`,
    );
    expect(gone!.n).toBeGreaterThan(100);
    const total = await database.db.$count(sessions);
    expect(await expireOldSessions(database.db, lifetime, now.getTime(), 25)).toBe(gone!.n);
    expect(await database.db.$count(sessions)).toBe(total - gone!.n);
    // What stays: signed in within the lifetime, and not expired for a month.
    const [left] = await queryRows<{ oldest: string; expired: number }>(
      database.db,
      sql`select min(created_at)::text as oldest,
            count(*) filter (where expires_at < ${new Date(now.getTime() - 30 * DAY).toISOString()}::timestamptz)::int as expired
          from sessions where user_id = ${other.id}`,
    );
    expect(new Date(left!.oldest).getTime()).toBeGreaterThanOrEqual(now.getTime() - 90 * DAY);
    expect(left!.expired).toBe(0);
  });

  it("sets every queue's history retention, and pg-boss deletes finished jobs past it", async () => {
    const jobs = createJobQueue({
      database,
      logger: createLogger('silent'),
      historyRetentionSeconds: 3 * 24 * 3600,
    });
    await jobs.start();
    try {
      await jobs.declare('retention-probe');
      const [queue] = await queryRows<{ deletion_seconds: number; retention_seconds: number }>(
        database.db,
        sql`select deletion_seconds, retention_seconds from pgboss.queue where name = 'retention-probe'`,
      );
      expect(queue).toEqual({ deletion_seconds: 3 * 24 * 3600, retention_seconds: 14 * 24 * 3600 });

      await insertAgedCompletedJobs(database.db, 'retention-probe', { count: 100, days: 10, now });
      // Due now (pg-boss deletes each queue's history at most hourly).
      await database.db.execute(
        sql`update pgboss.queue set maintain_on = null where name = 'retention-probe'`,
      );
      await jobs.supervise();
      const left = await split(
        database,
        "pgboss.job where name = 'retention-probe'",
        'completed_on',
        new Date(Date.now() - 3 * DAY),
      );
      expect(left.older).toBe(0);
      expect(left.newer).toBeGreaterThanOrEqual(29);
      expect(left.newer).toBeLessThanOrEqual(31);
    } finally {
      await jobs.stop();
    }
  });
});
