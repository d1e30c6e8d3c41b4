import { and, eq } from 'drizzle-orm';
import {
  SAFE_MODE_NOT_ON,
  SAFE_STEPS_SHARED_ONLY,
  type CompanySafetyInput,
} from '@updately/shared/safe-mode';
import type { Tx } from '../../db/client';
import { journeyFootprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { JOURNEY_FOOTPRINT_NOT_FOUND } from '../journeys/journey-footprints.service';
import type { JourneyFootprintRow, JourneyRow } from '../journeys/journey-view';

export function requireSafeMode(journey: JourneyRow): void {
  if (!journey.safe_mode_at) throw new AppError('CONFLICT', SAFE_MODE_NOT_ON);
}

/** The journey's link to the company, locked for the change. */
export async function lockCompanyLink(
  tx: Tx,
  journeyId: string,
  footprintId: string,
): Promise<JourneyFootprintRow> {
  const [row] = await tx
    .select()
    .from(journeyFootprints)
    .where(
      and(
        eq(journeyFootprints.journey_id, journeyId),
        eq(journeyFootprints.footprint_id, footprintId),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', JOURNEY_FOOTPRINT_NOT_FOUND);
  return row;
}

/**
 * Marks a company shared (or not), its postal-address choice and the first confirmation (the
 * safer steps taken). Unmarking shared, or undoing the steps, clears both confirmations: a
 * cleared company is cleared again from the start.
 */
export async function setCompanySafety(
  tx: Tx,
  journey: JourneyRow,
  footprintId: string,
  input: CompanySafetyInput,
  now: Date,
): Promise<{ before: JourneyFootprintRow; after: JourneyFootprintRow }> {
  requireSafeMode(journey);
  const before = await lockCompanyLink(tx, journey.id, footprintId);
  const shared = input.shared ?? before.shared_with_other;
  if (input.steps_done !== undefined && !shared) {
    throw new AppError('CONFLICT', SAFE_STEPS_SHARED_ONLY);
  }
  const clear = !shared || input.steps_done === false;
  const stepsDoneAt = clear
    ? null
    : input.steps_done
      ? (before.safety_steps_done_at ?? now)
      : before.safety_steps_done_at;
  const [after] = await tx
    .update(journeyFootprints)
    .set({
      shared_with_other: shared,
      use_postal_address: input.use_postal_address ?? before.use_postal_address,
      safety_steps_done_at: stepsDoneAt,
      safety_confirmed_at: clear ? null : before.safety_confirmed_at,
    })
    .where(
      and(
        eq(journeyFootprints.journey_id, journey.id),
        eq(journeyFootprints.footprint_id, footprintId),
      ),
    )
    .returning();
  return { before, after: after! };
}
