import type { Db } from '../../db/client';

/**
 * Called by the invitation acceptance (modules/journey-people) inside its transaction when an
 * invitation with role `household` is accepted: links the household member to the account.
 * Filled in by the household work; until then accepting such an invitation does nothing more.
 */
export async function acceptHouseholdInvitation(
  _tx: Db,
  _invitation: { id: string; journey_id: string },
  _userId: string,
): Promise<void> {}
