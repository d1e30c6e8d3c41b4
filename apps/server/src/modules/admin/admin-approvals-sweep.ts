import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminApprovalRequests as requests } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs/job-queue';

export const SWEEP_APPROVALS_QUEUE = 'admin-approvals-sweep';

/**
 * Requests past their time expire, and links never revealed are deleted once they expire. Reads
 * and decisions check the times themselves, so this only keeps the table honest and clean.
 */
export async function sweepApprovals(db: Db, now = new Date()) {
  await db
    .update(requests)
    .set({ status: 'expired' })
    .where(and(eq(requests.status, 'pending'), lte(requests.expires_at, now)));
  await db
    .update(requests)
    .set({ link_key_id: null, link_ciphertext: null, link_expires_at: null })
    .where(and(isNotNull(requests.link_ciphertext), lte(requests.link_expires_at, now)));
}

export async function scheduleApprovalSweep(jobs: JobQueue, db: Db) {
  await jobs.register(SWEEP_APPROVALS_QUEUE, () => sweepApprovals(db));
  await jobs.schedule(SWEEP_APPROVALS_QUEUE, '*/10 * * * *');
}
