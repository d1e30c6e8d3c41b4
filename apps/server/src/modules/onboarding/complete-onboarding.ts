import type { Context } from 'hono';
import type { OnboardingResult, OnboardingType } from '@updately/shared/journeys-api';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest } from '../../auth/request-context';
import { auditFootprintsCreated } from '../footprints/footprint-audit';
import { addDirectoryFootprints } from '../footprints/footprints.service';
import { recordOnboarding } from './onboarding.service';

/**
 * Inside the caller's transaction: the chosen brands become footprints stamped with the
 * completion time (auto-link later finds them in its window) and the history gains an entry.
 */
export async function completeOnboarding(
  c: Context<AppEnv>,
  tx: Db,
  input: { userId: string; type: OnboardingType; brandIds: readonly string[]; completedAt: Date },
): Promise<OnboardingResult> {
  const added = await addDirectoryFootprints(tx, {
    userId: input.userId,
    brandIds: input.brandIds,
    createdAt: input.completedAt,
  });
  await auditFootprintsCreated(c, tx, added.rows, {
    source: 'onboarding',
    onboarding_type: input.type,
  });
  const onboarding = await recordOnboarding(tx, input.userId, input.type, input.completedAt);
  await auditRequest(
    c,
    {
      action: 'onboarding.complete',
      resourceType: 'USER',
      resourceId: input.userId,
      newValues: { type: input.type, completed_at: input.completedAt.toISOString() },
      metadata: { footprints_added: added.rows.length },
    },
    tx,
  );
  return {
    onboarding,
    addedFootprintIds: added.rows.map((row) => row.id),
    skippedBrandIds: added.skippedBrandIds,
  };
}
