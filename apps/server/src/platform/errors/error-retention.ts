import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorGroups, errorLogs } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { deleteInBatches, RETENTION_BATCH_SIZE } from '../retention/delete-in-batches';

export const PRUNE_ERROR_LOGS_QUEUE = 'prune-error-logs';

/**
 * Forgets occurrences older than the retention, and the groups not seen since (N7): what a
 * browser reported, true or not, does not stay for good. A group seen within the retention keeps
 * its all-time count. A batch at a time: a flood of reports never makes one long delete.
 */
export async function pruneErrorLogs(
  db: Db,
  retentionDays: number,
  now = Date.now(),
  batchSize = RETENTION_BATCH_SIZE,
): Promise<{ logs: number; groups: number }> {
  const cutoff = new Date(now - retentionDays * 24 * 3600_000);
  const logs = await deleteInBatches(db, errorLogs, lt(errorLogs.created_at, cutoff), batchSize);
  const groups = await deleteInBatches(
    db,
    errorGroups,
    lt(errorGroups.last_seen_at, cutoff),
    batchSize,
  );
  return { logs, groups };
}

/** Daily, on one instance (pg-boss schedules a cron once across all of them). */
export async function scheduleErrorLogPrune(jobs: JobQueue, db: Db, retentionDays: number) {
  await jobs.register(PRUNE_ERROR_LOGS_QUEUE, async () => {
    await pruneErrorLogs(db, retentionDays);
  });
  await jobs.schedule(PRUNE_ERROR_LOGS_QUEUE, '23 3 * * *');
}
