import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { JobQueue } from '../platform/jobs/job-queue';

export const EXPIRE_SESSIONS_QUEUE = 'expire-sessions';

/** Whether a session has outlived the absolute lifetime, however much it was used (L3). */
export function isPastMaxLifetime(createdAt: Date, maxLifetimeSeconds: number, now = Date.now()) {
  return now - new Date(createdAt).getTime() >= maxLifetimeSeconds * 1000;
}

/** Deletes every session past the absolute lifetime; the sessions trigger closes their streams. */
export async function expireOldSessions(db: Db, maxLifetimeSeconds: number): Promise<number> {
  const cutoff = new Date(Date.now() - maxLifetimeSeconds * 1000);
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.createdAt, cutoff))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Every 10 minutes, on one instance (pg-boss schedules a cron once across all of them). */
export async function scheduleSessionExpiry(jobs: JobQueue, db: Db, maxLifetimeSeconds: number) {
  await jobs.register(EXPIRE_SESSIONS_QUEUE, async () => {
    await expireOldSessions(db, maxLifetimeSeconds);
  });
  await jobs.schedule(EXPIRE_SESSIONS_QUEUE, '*/10 * * * *');
}
