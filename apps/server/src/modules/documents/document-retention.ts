import { and, isNotNull, lt, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journeyDocuments, journeys } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { PlatformSettings } from '../../platform/settings/platform-settings';
import type { Storage } from '../../platform/storage/storage';
import { removeDocuments } from './documents.service';

export const PRUNE_DOCUMENTS_QUEUE = 'prune-documents';
const DAY_MS = 24 * 3600_000;
/** Documents removed per transaction: a large backlog goes in several small ones. */
const BATCH = 100;

/**
 * Deletes the documents of journeys completed more than `retentionDays` ago: rows (open requests
 * carrying one go to needs_you) and then their stored objects. Answers how many went.
 */
export async function pruneExpiredDocuments(
  db: Db,
  storage: Storage,
  logger: Logger,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: journeyDocuments.id,
          type: journeyDocuments.type,
          user_id: journeyDocuments.user_id,
          storage_key: journeyDocuments.storage_key,
        })
        .from(journeyDocuments)
        .innerJoin(journeys, eq(journeys.id, journeyDocuments.journey_id))
        .where(and(isNotNull(journeys.completed_at), lt(journeys.completed_at, cutoff)))
        .limit(BATCH)
        .for('update', { of: journeyDocuments, skipLocked: true });
      await removeDocuments(tx, logger, rows, 'system');
      return rows;
    });
    for (const row of batch) {
      await storage.delete(row.storage_key).catch((err: unknown) => {
        logger.warn({ err, documentId: row.id }, 'expired document object not removed');
      });
    }
    removed += batch.length;
    if (batch.length < BATCH) return removed;
  }
}

/** Daily, on one instance (pg-boss schedules a cron once across all of them). */
export async function scheduleDocumentPrune(
  jobs: JobQueue,
  options: { db: Db; storage: Storage; logger: Logger; settings: PlatformSettings },
) {
  const { db, storage, logger, settings } = options;
  await jobs.register(PRUNE_DOCUMENTS_QUEUE, async () => {
    const { retentionDays } = await settings.documents();
    const removed = await pruneExpiredDocuments(db, storage, logger, retentionDays);
    if (removed > 0) logger.info({ removed }, 'expired documents deleted');
  });
  await jobs.schedule(PRUNE_DOCUMENTS_QUEUE, '37 4 * * *');
}
