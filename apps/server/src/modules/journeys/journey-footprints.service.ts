import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UpdateJourneyFootprintInput } from '@updately/shared/journeys-api';
import type { Db } from '../../db/client';
import { digitalFootprints, journeyFootprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { DEFAULT_LINK_VALUES, OWN_COMPANIES_ONLY_MESSAGE } from '@updately/shared/journeys-api';
import { journeyHasOwnCompanies } from '@updately/shared/request-kinds';
import type { JourneyFootprintRow } from './journey-view';
import { getOwnedJourney } from './journeys.service';

export const JOURNEY_FOOTPRINT_NOT_FOUND = 'Linked footprint not found';

/**
 * Links the user's own footprints to their journey with the default priority and fields;
 * footprints already linked are skipped. Any id that is not the user's own footprint (a journey's
 * company included): nothing linked. A journey with companies of its own takes none.
 */
export async function linkFootprints(
  db: Db,
  userId: string,
  journeyId: string,
  footprintIds: readonly string[],
  /** An editor linking the owner's footprints. */
  addedBy: string | null = null,
): Promise<{ added: JourneyFootprintRow[]; skippedFootprintIds: string[] }> {
  const journey = await getOwnedJourney(db, userId, journeyId);
  if (journeyHasOwnCompanies(journey.type)) {
    throw new AppError('VALIDATION_FAILED', OWN_COMPANIES_ONLY_MESSAGE);
  }
  const ids = [...new Set(footprintIds.map((id) => id.toLowerCase()))];
  const owned = await db
    .select({ id: digitalFootprints.id })
    .from(digitalFootprints)
    .where(
      and(
        eq(digitalFootprints.user_id, userId),
        inArray(digitalFootprints.id, ids),
        isNull(digitalFootprints.journey_id),
      ),
    );
  if (owned.length !== ids.length) {
    throw new AppError('NOT_FOUND', 'One or more of the chosen footprints were not found.');
  }
  const added = await db
    .insert(journeyFootprints)
    .values(
      ids.map((footprint_id) => ({
        user_id: userId,
        journey_id: journeyId,
        footprint_id,
        ...DEFAULT_LINK_VALUES,
        added_by: addedBy,
      })),
    )
    .onConflictDoNothing({ target: [journeyFootprints.journey_id, journeyFootprints.footprint_id] })
    .returning();
  const addedIds = new Set(added.map((row) => row.footprint_id));
  return { added, skippedFootprintIds: ids.filter((id) => !addedIds.has(id)) };
}

export type JourneyFootprintChange = { before: JourneyFootprintRow; after: JourneyFootprintRow };

/** Priority, fields to update (merged into the current ones) and the to-do's done state. */
export async function updateJourneyFootprint(
  db: Db,
  userId: string,
  journeyId: string,
  footprintId: string,
  input: UpdateJourneyFootprintInput,
  now: Date,
): Promise<JourneyFootprintChange> {
  const where = and(
    eq(journeyFootprints.footprint_id, footprintId),
    eq(journeyFootprints.journey_id, journeyId),
    eq(journeyFootprints.user_id, userId),
  );
  const [before] = await db.select().from(journeyFootprints).where(where);
  if (!before) throw new AppError('NOT_FOUND', JOURNEY_FOOTPRINT_NOT_FOUND);
  const [after] = await db
    .update(journeyFootprints)
    .set({
      ...(input.priority_level && { priority_level: input.priority_level }),
      ...(input.fields_to_update && {
        fields_to_update: { ...before.fields_to_update, ...input.fields_to_update },
      }),
      ...(input.done !== undefined && {
        completed_at: input.done ? (before.completed_at ?? now) : null,
      }),
    })
    .where(where)
    .returning();
  return { before, after: after! };
}

export async function unlinkFootprint(
  db: Db,
  userId: string,
  journeyId: string,
  footprintId: string,
): Promise<JourneyFootprintRow> {
  const [deleted] = await db
    .delete(journeyFootprints)
    .where(
      and(
        eq(journeyFootprints.footprint_id, footprintId),
        eq(journeyFootprints.journey_id, journeyId),
        eq(journeyFootprints.user_id, userId),
      ),
    )
    .returning();
  if (!deleted) throw new AppError('NOT_FOUND', JOURNEY_FOOTPRINT_NOT_FOUND);
  return deleted;
}
