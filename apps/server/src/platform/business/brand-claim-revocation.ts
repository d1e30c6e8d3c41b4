import { and, eq, inArray } from 'drizzle-orm';
import type { BrandClaim, BrandClaimStatus } from '@updately/shared/business-api';
import type { UpdateChannel, UpdateStatus } from '@updately/shared/update-status';
import type { Tx } from '../../db/client';
import { brandClaims, brandUpdateChannels, updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { resourceId } from '../../lib/resource-id';
import type { JobQueue } from '../jobs/job-queue';
import { enqueueDispatches } from '../update-engine/dispatcher';
import { applyUpdateEvents } from '../update-engine/transition';
import { BRAND_CLAIM_NOT_FOUND, brandClaimView, brandWithContact } from './brand-claims';

/** Requests the business was still to answer: they go to the brand another way. */
const UNFINISHED: UpdateStatus[] = ['queued', 'sent', 'acknowledged', 'needs_you'];

export type Revocation = {
  claim: BrandClaim;
  before: { status: BrandClaimStatus; channel: 'api'; organization_id: string };
  after: { status: 'revoked'; channel: UpdateChannel; rerouted: number };
};

/**
 * An admin withdraws a verified claim: the brand's channel goes back to email (its published
 * contact address) or the person's checklist, and every unfinished request of the brand on the
 * api channel is re-routed there through the engine (event `rerouted`, a new attempt, queued for
 * dispatch in this transaction). The organisation no longer sees the brand's requests.
 */
export async function revokeBrandClaim(
  tx: Tx,
  deps: { jobs: JobQueue; logger: Logger },
  input: { claimId: string; adminId: string; reason: string },
  now = new Date(),
): Promise<Revocation> {
  const id = resourceId(input.claimId, BRAND_CLAIM_NOT_FOUND);
  const [claim] = await tx.select().from(brandClaims).where(eq(brandClaims.id, id)).for('update');
  if (!claim) throw new AppError('NOT_FOUND', BRAND_CLAIM_NOT_FOUND);
  if (claim.status !== 'verified') {
    throw new AppError(
      'CONFLICT',
      `Only a verified claim can be revoked; this one is ${claim.status}.`,
    );
  }
  const [row] = await tx
    .update(brandClaims)
    .set({
      status: 'revoked',
      revoked_at: now,
      revoked_by_user_id: input.adminId,
      revoke_reason: input.reason,
    })
    .where(eq(brandClaims.id, claim.id))
    .returning();

  const brand = await brandWithContact(tx, claim.brand_id);
  const channel: UpdateChannel = brand.contact_email ? 'email' : 'manual';
  await tx
    .update(brandUpdateChannels)
    .set({ channel, updated_at: now })
    .where(eq(brandUpdateChannels.brand_id, claim.brand_id));

  const open = await tx
    .select({ id: updateRequests.id })
    .from(updateRequests)
    .where(
      and(
        eq(updateRequests.brand_id, claim.brand_id),
        eq(updateRequests.channel, 'api'),
        inArray(updateRequests.status, UNFINISHED),
      ),
    );
  const { applied } = await applyUpdateEvents(tx, deps.logger, {
    requestIds: open.map((r) => r.id),
    event: 'rerouted',
    actor: 'system',
    evidence: { reason: 'brand_claim_revoked', claim_id: claim.id, channel },
    patch: { channel, destination: brand.contact_email },
    now,
  });
  await enqueueDispatches(
    deps.jobs,
    tx,
    applied.map((a) => a.row),
  );
  return {
    claim: brandClaimView(row!, brand),
    before: { status: 'verified', channel: 'api', organization_id: claim.organization_id },
    after: { status: 'revoked', channel, rerouted: applied.length },
  };
}
