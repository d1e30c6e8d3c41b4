import { and, eq, notInArray } from 'drizzle-orm';
import { FINAL_UPDATE_STATUSES, isDeliveredByUpdately } from '@updately/shared/update-status';
import type { Tx } from '../../db/client';
import { updateRequests } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../jobs/job-queue';
import { enqueueCompanyNotice } from './dispatcher';
import { applyUpdateEvent, type Evidence, type UpdateEventOutcome } from './transition';

/**
 * The person cancels a request; a company already told (email or integration) is told to
 * disregard it, in the same transaction.
 */
export async function cancelRequest(
  tx: Tx,
  deps: { logger: Logger; jobs: JobQueue },
  input: { requestId: string; userId: string; evidence: Evidence },
): Promise<UpdateEventOutcome> {
  const outcome = await applyUpdateEvent(tx, deps.logger, {
    requestId: input.requestId,
    userId: input.userId,
    event: 'cancelled',
    actor: 'person',
    evidence: input.evidence,
  });
  if (outcome.ok && outcome.row.sent_at && isDeliveredByUpdately(outcome.row.channel)) {
    await enqueueCompanyNotice(deps.jobs, tx, {
      requestId: outcome.row.id,
      attempt: outcome.row.attempt,
      kind: 'cancelled',
    });
  }
  return outcome;
}

/**
 * A company removed from a journey (or from the person's footprints, `journeyId` omitted) takes
 * its open updates with it: cancelled, not deleted, so the proof keeps them.
 */
export async function cancelOpenRequestsOfLink(
  tx: Tx,
  deps: { logger: Logger; jobs: JobQueue },
  link: { userId: string; journeyId?: string; footprintId: string },
  evidence: Evidence,
): Promise<number> {
  const open = await tx
    .select({ id: updateRequests.id })
    .from(updateRequests)
    .where(
      and(
        eq(updateRequests.user_id, link.userId),
        link.journeyId ? eq(updateRequests.journey_id, link.journeyId) : undefined,
        eq(updateRequests.footprint_id, link.footprintId),
        notInArray(updateRequests.status, [...FINAL_UPDATE_STATUSES]),
      ),
    );
  for (const { id } of open) {
    await cancelRequest(tx, deps, {
      requestId: id,
      userId: link.userId,
      evidence: { ...evidence, reason: 'removed_from_journey' },
    });
  }
  return open.length;
}
