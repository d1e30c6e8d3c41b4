import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journeyHousehold, journeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createLogger, type Logger } from '../../lib/logger';
import { autoLinkFootprints, sqlAutoLinkStore, type AutoLinkStore } from '../journeys/auto-link';
import { createJourney } from '../journeys/journeys.service';
import type { JourneyRow } from '../journeys/journey-view';

let fallbackLogger: Logger | undefined;

/**
 * Auto-link inside the acceptance's transaction: each step in its own savepoint, so a failure
 * (only logged, as for any Moving Home start) never aborts the acceptance.
 */
function savepointStore(tx: Db): AutoLinkStore {
  return {
    readOnboarding: (userId) => tx.transaction((sp) => sqlAutoLinkStore(sp).readOnboarding(userId)),
    linkMatching: (query) => tx.transaction((sp) => sqlAutoLinkStore(sp).linkMatching(query)),
  };
}

/**
 * Called by the invitation acceptance (modules/journey-people) inside its transaction when an
 * invitation with role `household` is accepted: links the household member to the account and
 * starts their own Moving Home journey (`household_of` the household's, same new address and
 * moving day, auto-linked to their own footprints), where they approve their own companies and
 * the joint accounts they hold. Answers the member's new journey.
 */
export async function acceptHouseholdInvitation(
  tx: Db,
  invitation: { id: string; journey_id: string },
  userId: string,
  deps: { logger?: Logger; now?: Date } = {},
): Promise<JourneyRow> {
  const [household] = await tx
    .select({ journey: journeys })
    .from(journeys)
    .where(eq(journeys.id, invitation.journey_id));
  if (!household) throw new AppError('NOT_FOUND', 'This invitation is no longer valid.');
  if (household.journey.user_id === userId) {
    throw new AppError('VALIDATION_FAILED', 'This is your own household: you are already on it.');
  }
  const linked = await tx
    .update(journeyHousehold)
    .set({ user_id: userId })
    .where(
      and(
        eq(journeyHousehold.invitation_id, invitation.id),
        eq(journeyHousehold.journey_id, invitation.journey_id),
        isNull(journeyHousehold.user_id),
      ),
    )
    .returning({ id: journeyHousehold.id });
  if (linked.length === 0) {
    throw new AppError('NOT_FOUND', 'This invitation is no longer valid.');
  }
  const source = household.journey;
  const own = await createJourney(tx, userId, {
    type: 'moving_house',
    name: source.name,
    target_address: source.target_address,
    moving_date: source.moving_date,
  });
  const [journey] = await tx
    .update(journeys)
    .set({ household_of: source.id })
    .where(eq(journeys.id, own.id))
    .returning();
  fallbackLogger ??= createLogger('info');
  await autoLinkFootprints(
    tx,
    deps.logger ?? fallbackLogger,
    { userId, journeyId: own.id, journeyType: 'moving_house', now: deps.now ?? new Date() },
    savepointStore(tx),
  );
  return journey!;
}
