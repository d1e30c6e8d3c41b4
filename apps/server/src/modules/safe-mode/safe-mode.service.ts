import { and, eq, notInArray } from 'drizzle-orm';
import {
  SAFE_JOURNEY_NAME,
  SAFE_MODE_TOO_LATE,
  type SafeModeInput,
} from '@updately/shared/safe-mode';
import type { Tx } from '../../db/client';
import { journeys, updateRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { JourneyRow } from '../journeys/journey-view';

/**
 * Turns safe mode on (the first time only: it is never cleared), sets the safe contact and gives
 * the journey its neutral name. Turning it on is refused once any request has left
 * pending_consent: something may already have reached a company.
 */
export async function turnOnSafeMode(
  tx: Tx,
  journey: JourneyRow,
  input: SafeModeInput,
  now: Date,
): Promise<JourneyRow> {
  const [locked] = await tx
    .select()
    .from(journeys)
    .where(eq(journeys.id, journey.id))
    .for('update');
  const started = await tx.$count(
    updateRequests,
    and(
      eq(updateRequests.journey_id, journey.id),
      notInArray(updateRequests.status, ['pending_consent', 'cancelled']),
    ),
  );
  // Once on, the safe contact can still change whatever has been sent.
  if (!locked?.safe_mode_at && started > 0) throw new AppError('CONFLICT', SAFE_MODE_TOO_LATE);
  const [after] = await tx
    .update(journeys)
    .set({
      safe_mode_at: locked?.safe_mode_at ?? now,
      safe_contact_email: input.safe_contact_email ?? null,
      safe_contact_phone: input.safe_contact_phone ?? null,
      name: SAFE_JOURNEY_NAME,
      updated_at: now,
    })
    .where(eq(journeys.id, journey.id))
    .returning();
  return after!;
}
