import { lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { JobQueue } from '../platform/jobs/job-queue';
import { deleteInBatches, RETENTION_BATCH_SIZE } from '../platform/retention/delete-in-batches';

export const EXPIRE_SESSIONS_QUEUE = 'expire-sessions';

/**
 * How long an expired session's row stays: the admin's "active in the last 30 days" reads
 * sessions.updated_at, and a session is never used after it expires, so a row expired this long
 * ago counts for nobody.
 */
export const EXPIRED_SESSION_KEPT_MS = 30 * 24 * 3600_000;

/** Whether a session has outlived the absolute lifetime, however much it was used (L3). */
export function isPastMaxLifetime(createdAt: Date, maxLifetimeSeconds: number, now = Date.now()) {
  return now - new Date(createdAt).getTime() >= maxLifetimeSeconds * 1000;
}

/**
 * Deletes every session past the absolute lifetime, and those expired over 30 days ago, a batch
 * at a time; the sessions trigger closes their streams.
 */
export async function expireOldSessions(
  db: Db,
  maxLifetimeSeconds: number,
  now = Date.now(),
  batchSize = RETENTION_BATCH_SIZE,
): Promise<number> {
  const cutoff = new Date(now - maxLifetimeSeconds * 1000);
  const expiredBefore = new Date(now - EXPIRED_SESSION_KEPT_MS);
  return deleteInBatches(
    db,
    sessions,
    or(lt(sessions.createdAt, cutoff), lt(sessions.expiresAt, expiredBefore))!,
    batchSize,
  );
}

/** Every 10 minutes, on one instance (pg-boss schedules a cron once across all of them). */
export async function scheduleSessionExpiry(jobs: JobQueue, db: Db, maxLifetimeSeconds: number) {
  await jobs.register(EXPIRE_SESSIONS_QUEUE, async () => {
    await expireOldSessions(db, maxLifetimeSeconds);
  });
  await jobs.schedule(EXPIRE_SESSIONS_QUEUE, '*/10 * * * *');
}
