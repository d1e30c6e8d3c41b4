import { isPersonOnlyChannel } from '@updately/shared/person-channels';
import { SAFE_STEPS_NOT_DONE } from '@updately/shared/safe-mode';
import { and, eq, isNotNull, notExists, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { journeyFootprints, requestJointApprovals, updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { enqueueDispatches } from '../../platform/update-engine/dispatcher';
import { applyUpdateEvents } from '../../platform/update-engine/transition';
import type { JourneyFootprintRow, JourneyRow } from '../journeys/journey-view';
import { lockCompanyLink, requireSafeMode } from './company-safety.service';

export type SafeSendContext = {
  logger: Logger;
  jobs: JobQueue;
  ipAddress: string | null;
  userAgent: string | null;
  /** Who confirmed, when not the journey's owner. */
  actedBy?: string;
};

/**
 * The second confirmation for a shared company: records it, then approves the company's requests
 * the person already approved (held in pending_consent, their consent recorded; a joint
 * account's only once every holder has approved) and queues their dispatch, all in `tx`. With
 * nothing held yet, the later approval sends them.
 */
export async function confirmSafeSend(
  tx: Tx,
  ctx: SafeSendContext,
  journey: JourneyRow,
  footprintId: string,
  now: Date,
): Promise<{ link: JourneyFootprintRow; sent: number }> {
  requireSafeMode(journey);
  const before = await lockCompanyLink(tx, journey.id, footprintId);
  if (!before.shared_with_other || !before.safety_steps_done_at) {
    throw new AppError('CONFLICT', SAFE_STEPS_NOT_DONE);
  }
  const [link] = await tx
    .update(journeyFootprints)
    .set({ safety_confirmed_at: before.safety_confirmed_at ?? now })
    .where(
      and(
        eq(journeyFootprints.journey_id, journey.id),
        eq(journeyFootprints.footprint_id, footprintId),
      ),
    )
    .returning();
  const held = await tx
    .select({ id: updateRequests.id, consent_id: updateRequests.consent_id })
    .from(updateRequests)
    .where(
      and(
        eq(updateRequests.journey_id, journey.id),
        eq(updateRequests.footprint_id, footprintId),
        eq(updateRequests.status, 'pending_consent'),
        isNotNull(updateRequests.consent_id),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(requestJointApprovals)
            .where(
              and(
                eq(requestJointApprovals.request_id, updateRequests.id),
                isNull(requestJointApprovals.approved_at),
              ),
            ),
        ),
      ),
    );
  if (held.length === 0) return { link: link!, sent: 0 };
  const consentOf = new Map(held.map((r) => [r.id, r.consent_id]));
  const { applied, refused } = await applyUpdateEvents(tx, ctx.logger, {
    requestIds: held.map((r) => r.id),
    userId: journey.user_id,
    event: 'approved',
    actor: 'person',
    evidence: (id) => ({
      consent_id: consentOf.get(id),
      safety_confirmed: true,
      ip_address: ctx.ipAddress,
      user_agent: ctx.userAgent?.slice(0, 512) ?? null,
      ...(ctx.actedBy ? { acted_by: ctx.actedBy } : {}),
    }),
    now,
  });
  if (refused.length > 0)
    throw new Error(`Sending a cleared company failed: ${refused[0]!.reason}`);
  const rows = applied.map((a) => a.row);
  await enqueueDispatches(
    ctx.jobs,
    tx,
    rows.filter((row) => !isPersonOnlyChannel(row.channel)),
  );
  return { link: link!, sent: rows.length };
}
