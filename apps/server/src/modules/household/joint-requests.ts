import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { JointRequest } from '@updately/shared/household-api';
import type { Db, Tx } from '../../db/client';
import {
  journeyHousehold,
  journeyJointAccounts,
  journeys,
  requestJointApprovals,
  updateConsents,
  updateRequests,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { cancelRequest } from '../../platform/update-engine/cancel';
import { enqueueDispatches } from '../../platform/update-engine/dispatcher';
import { applyUpdateEvents, type UpdateRequestRow } from '../../platform/update-engine/transition';

export const JOINT_REQUEST_NOT_FOUND = 'Joint account request not found';

/**
 * Approving a journey: the new requests to companies marked joint get one approval row per joint
 * holder and stay in pending_consent. Answers the ids held back.
 */
export async function holdJointRequests(
  tx: Tx,
  journeyId: string,
  requests: readonly { id: string; footprint_id: string | null }[],
): Promise<Set<string>> {
  const footprintIds = [
    ...new Set(requests.flatMap((r) => (r.footprint_id ? [r.footprint_id] : []))),
  ];
  if (footprintIds.length === 0) return new Set();
  const joint = await tx
    .select({
      footprint_id: journeyJointAccounts.footprint_id,
      household_id: journeyJointAccounts.household_id,
    })
    .from(journeyJointAccounts)
    .where(
      and(
        eq(journeyJointAccounts.journey_id, journeyId),
        inArray(journeyJointAccounts.footprint_id, footprintIds),
      ),
    );
  const rows = requests.flatMap((r) =>
    joint
      .filter((j) => j.footprint_id === r.footprint_id)
      .map((j) => ({ request_id: r.id, household_id: j.household_id })),
  );
  if (rows.length > 0) await tx.insert(requestJointApprovals).values(rows);
  return new Set(rows.map((r) => r.request_id));
}

/** The household row through which `userId` holds the request jointly, or 404. */
async function holderRow(db: Db, requestId: string, userId: string) {
  const [row] = await db
    .select({ approval: requestJointApprovals, household: journeyHousehold })
    .from(requestJointApprovals)
    .innerJoin(journeyHousehold, eq(journeyHousehold.id, requestJointApprovals.household_id))
    .where(
      and(eq(requestJointApprovals.request_id, requestId), eq(journeyHousehold.user_id, userId)),
    );
  if (!row) throw new AppError('NOT_FOUND', JOINT_REQUEST_NOT_FOUND);
  return row;
}

/** The joint requests of the household `memberJourneyId` belongs to that wait for `userId`. */
export async function listJointRequestsFor(
  db: Db,
  userId: string,
  memberJourneyId: string,
): Promise<JointRequest[]> {
  const [journey] = await db
    .select({ household_of: journeys.household_of })
    .from(journeys)
    .where(eq(journeys.id, memberJourneyId));
  if (!journey?.household_of) return [];
  const rows = await db
    .select({
      request_id: updateRequests.id,
      company_name: updateRequests.company_name,
      owner_name: users.name,
      reference: updateRequests.reference,
      status: updateRequests.status,
      created_at: updateRequests.created_at,
    })
    .from(requestJointApprovals)
    .innerJoin(journeyHousehold, eq(journeyHousehold.id, requestJointApprovals.household_id))
    .innerJoin(updateRequests, eq(updateRequests.id, requestJointApprovals.request_id))
    .innerJoin(users, eq(users.id, updateRequests.user_id))
    .where(
      and(
        eq(journeyHousehold.user_id, userId),
        eq(updateRequests.journey_id, journey.household_of),
        eq(updateRequests.status, 'pending_consent'),
        isNull(requestJointApprovals.approved_at),
      ),
    )
    .orderBy(asc(updateRequests.company_name), asc(updateRequests.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export type JointActionContext = {
  logger: Logger;
  jobs: JobQueue;
  consentVersion?: string;
  ipAddress: string | null;
  userAgent: string | null;
  now?: Date;
};

/** Locks the request (so two holders approving at once see each other) and checks it waits. */
async function lockWaitingRequest(tx: Tx, requestId: string): Promise<UpdateRequestRow> {
  const [request] = await tx
    .select()
    .from(updateRequests)
    .where(eq(updateRequests.id, requestId))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', JOINT_REQUEST_NOT_FOUND);
  if (request.status !== 'pending_consent') {
    throw new AppError('CONFLICT', 'This request is no longer waiting for approval.');
  }
  return request;
}

/**
 * The joint holder approves: their own consent record (the same values the owner approved),
 * their approval, and — when every holder has approved — the request's `approved` transition
 * and its dispatch, all in `tx`.
 */
export async function approveJointRequest(
  tx: Tx,
  ctx: JointActionContext,
  requestId: string,
  userId: string,
): Promise<{ released: boolean }> {
  const { approval, household } = await holderRow(tx, requestId, userId);
  const request = await lockWaitingRequest(tx, requestId);
  if (approval.approved_at) throw new AppError('CONFLICT', 'You have already approved this.');
  const now = ctx.now ?? new Date();
  const [ownerConsent] = request.consent_id
    ? await tx.select().from(updateConsents).where(eq(updateConsents.id, request.consent_id))
    : [];
  if (ownerConsent) {
    await tx.insert(updateConsents).values({
      user_id: userId,
      journey_id: ownerConsent.journey_id,
      brand_id: ownerConsent.brand_id,
      company_name: ownerConsent.company_name,
      fields: ownerConsent.fields,
      values_fingerprint: ownerConsent.values_fingerprint,
      consent_version: ctx.consentVersion ?? ownerConsent.consent_version,
      ip_address: ctx.ipAddress,
      user_agent: ctx.userAgent?.slice(0, 512) ?? null,
      created_at: now,
    });
  }
  await tx
    .update(requestJointApprovals)
    .set({ approved_at: now, approved_by: userId })
    .where(
      and(
        eq(requestJointApprovals.request_id, requestId),
        eq(requestJointApprovals.household_id, household.id),
      ),
    );
  const left = await tx.$count(
    requestJointApprovals,
    and(eq(requestJointApprovals.request_id, requestId), isNull(requestJointApprovals.approved_at)),
  );
  if (left > 0) return { released: false };
  const { applied, refused } = await applyUpdateEvents(tx, ctx.logger, {
    requestIds: [requestId],
    userId: request.user_id,
    event: 'approved',
    actor: 'person',
    evidence: () => ({
      consent_id: request.consent_id,
      joint_approved_by: userId,
      ip_address: ctx.ipAddress,
      user_agent: ctx.userAgent?.slice(0, 512) ?? null,
    }),
    now,
  });
  // Safe mode: a company the other person shares still waits for the person's confirmations;
  // their "send now" approves it.
  if (refused.some((r) => r.reason === 'safety_hold')) return { released: false };
  if (refused.length > 0)
    throw new Error(`Releasing a joint request failed: ${refused[0]!.reason}`);
  await enqueueDispatches(
    ctx.jobs,
    tx,
    applied.map((a) => a.row),
  );
  return { released: true };
}

/** The joint holder declines: the request is cancelled with their reason; nothing is sent. */
export async function declineJointRequest(
  tx: Tx,
  ctx: JointActionContext,
  requestId: string,
  userId: string,
  reason: string,
): Promise<void> {
  await holderRow(tx, requestId, userId);
  const request = await lockWaitingRequest(tx, requestId);
  const outcome = await cancelRequest(tx, ctx, {
    requestId,
    userId: request.user_id,
    evidence: {
      reason: 'joint_holder_declined',
      note: reason,
      declined_by: userId,
      ip_address: ctx.ipAddress,
      user_agent: ctx.userAgent?.slice(0, 512) ?? null,
    },
  });
  if (!outcome.ok)
    throw new AppError('CONFLICT', 'This request is no longer waiting for approval.');
}
