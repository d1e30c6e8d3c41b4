import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journeyFootprints, journeys, updateRequests } from '../../db/schema';

/** The events that hand a request to the company (directly or through the dispatch job). */
export const SAFETY_GATED_EVENTS: readonly string[] = ['approved', 'resent', 'rerouted'];

/**
 * Of `requestIds`, those for a company the other person shares on a safe-mode journey that the
 * person has not yet cleared with both confirmations (the safer steps, then "send now"). Such a
 * request is never dispatched, whatever the route (issue 27, ADR 0049).
 */
export async function safetyHeldRequestIds(
  db: Db,
  requestIds: readonly string[],
): Promise<Set<string>> {
  if (requestIds.length === 0) return new Set();
  const rows = await db
    .select({ id: updateRequests.id })
    .from(updateRequests)
    .innerJoin(journeys, eq(journeys.id, updateRequests.journey_id))
    .innerJoin(
      journeyFootprints,
      and(
        eq(journeyFootprints.journey_id, updateRequests.journey_id),
        eq(journeyFootprints.footprint_id, updateRequests.footprint_id),
      ),
    )
    .where(
      and(
        inArray(updateRequests.id, [...requestIds]),
        isNotNull(journeys.safe_mode_at),
        eq(journeyFootprints.shared_with_other, true),
        or(
          isNull(journeyFootprints.safety_steps_done_at),
          isNull(journeyFootprints.safety_confirmed_at),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
