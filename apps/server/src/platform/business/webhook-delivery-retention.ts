import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { deleteInBatches, RETENTION_BATCH_SIZE } from '../retention/delete-in-batches';

export const PRUNE_WEBHOOK_DELIVERIES_QUEUE = 'prune-webhook-deliveries';

/**
 * Forgets delivery log entries older than the retention (the portal's log and a replay reach
 * back that far), a batch at a time: the table grows with every attempt of every event.
 */
export async function pruneWebhookDeliveries(
  db: Db,
  retentionDays: number,
  now = Date.now(),
  batchSize = RETENTION_BATCH_SIZE,
): Promise<number> {
  const cutoff = new Date(now - retentionDays * 24 * 3600_000);
  return deleteInBatches(
    db,
    webhookDeliveries,
    lt(webhookDeliveries.created_at, cutoff),
    batchSize,
  );
}

/** Hourly, on one instance (pg-boss schedules a cron once across all of them). */
export async function scheduleWebhookDeliveryPrune(jobs: JobQueue, db: Db, retentionDays: number) {
  await jobs.register(PRUNE_WEBHOOK_DELIVERIES_QUEUE, async () => {
    await pruneWebhookDeliveries(db, retentionDays);
  });
  await jobs.schedule(PRUNE_WEBHOOK_DELIVERIES_QUEUE, '53 * * * *');
}
