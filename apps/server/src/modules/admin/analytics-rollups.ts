import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { foldBrandCoverageRollup, rebuildBrandCoverageRollup } from './brand-coverage-rollup';

export const FOLD_ANALYTICS_QUEUE = 'fold-analytics-rollups';

/**
 * Moves the deltas the triggers appended into the rollups (ADR 0051). Skipped when another fold
 * or a rebuild holds the lock: readers add pending deltas, so figures are exact either way.
 */
export async function foldAnalyticsRollups(db: Db): Promise<void> {
  await db.execute(sql`select analytics_fold()`);
  await foldBrandCoverageRollup(db);
  await db.execute(sql`select session_expiry_fold()`);
}

/**
 * Every rollup recomputed from the base tables (after a bulk load with triggers off, or to
 * repair), in one REPEATABLE READ snapshot: deltas written after it stay pending and still count.
 */
export async function rebuildAnalyticsRollups(db: Db): Promise<void> {
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`select analytics_rebuild()`);
      await rebuildBrandCoverageRollup(tx);
      await tx.execute(sql`select session_expiry_rebuild()`);
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Every minute, on one instance (pg-boss runs a cron once across all of them). */
export async function scheduleAnalyticsFold(jobs: JobQueue, db: Db) {
  await jobs.register(FOLD_ANALYTICS_QUEUE, async () => {
    await foldAnalyticsRollups(db);
  });
  await jobs.schedule(FOLD_ANALYTICS_QUEUE, '* * * * *');
}
