import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_LINK_VALUES,
  JOURNEY_LINK_BATCH_MAX,
  NOT_OWN_COMPANIES_MESSAGE,
  type AddJourneyCompanyInput,
  type JourneyCompany,
} from '@updately/shared/journeys-api';
import { journeyHasOwnCompanies } from '@updately/shared/request-kinds';
import { sanitizeBrandName } from '@updately/shared/sanitize';
import type { Db } from '../../db/client';
import { brandDirectory, digitalFootprints, journeyFootprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  footprintBrandColumns,
  toFootprint,
  type FootprintRow,
} from '../footprints/footprint-view';
import { toJourneyFootprint } from './journey-view';
import { getOwnedJourney } from './journeys.service';

export const JOURNEY_COMPANY_NOT_FOUND = 'Company not found on this journey';
export const JOURNEY_COMPANY_DUPLICATE = 'That company is already on this journey.';

async function getOwnCompaniesJourney(db: Db, userId: string, journeyId: string) {
  const journey = await getOwnedJourney(db, userId, journeyId);
  if (!journeyHasOwnCompanies(journey.type)) {
    throw new AppError('VALIDATION_FAILED', NOT_OWN_COMPANIES_MESSAGE);
  }
  return journey;
}

/**
 * A company of this journey only (the deceased's): a footprint row carrying the journey's id,
 * never one of the person's own, linked to the journey with the default values.
 */
export async function addJourneyCompany(
  db: Db,
  userId: string,
  journeyId: string,
  input: AddJourneyCompanyInput,
  /** An editor adding it to the owner's journey. */
  addedBy: string | null = null,
): Promise<JourneyCompany> {
  await getOwnCompaniesJourney(db, userId, journeyId);
  const current = await db.$count(digitalFootprints, eq(digitalFootprints.journey_id, journeyId));
  if (current >= JOURNEY_LINK_BATCH_MAX) {
    throw new AppError(
      'QUOTA_EXCEEDED',
      `A journey holds ${JOURNEY_LINK_BATCH_MAX} companies at most.`,
    );
  }
  let brand = null;
  if (input.brand_id) {
    [brand] = await db
      .select(footprintBrandColumns)
      .from(brandDirectory)
      .where(eq(brandDirectory.id, input.brand_id.toLowerCase()));
    if (!brand) throw new AppError('NOT_FOUND', 'That company is not in the directory.');
  }
  const customName = input.custom_brand_name && sanitizeBrandName(input.custom_brand_name);
  if (!brand && !customName) {
    throw new AppError('VALIDATION_FAILED', 'custom_brand_name: Enter the company name.');
  }
  const [row] = await db
    .insert(digitalFootprints)
    .values({
      user_id: userId,
      journey_id: journeyId,
      brand_id: brand?.id ?? null,
      custom_brand_name: brand ? null : customName,
    })
    .onConflictDoNothing({
      target: [digitalFootprints.journey_id, digitalFootprints.brand_id],
      where: sql`journey_id is not null`,
    })
    .returning();
  if (!row) throw new AppError('CONFLICT', JOURNEY_COMPANY_DUPLICATE);
  const [link] = await db
    .insert(journeyFootprints)
    .values({
      user_id: userId,
      journey_id: journeyId,
      footprint_id: row.id,
      ...DEFAULT_LINK_VALUES,
      added_by: addedBy,
    })
    .returning();
  return { ...toJourneyFootprint(link!), footprint: toFootprint(row, brand ?? null) };
}

/** Deletes one of the journey's own companies (its link goes with it). */
export async function removeJourneyCompany(
  db: Db,
  userId: string,
  journeyId: string,
  footprintId: string,
): Promise<FootprintRow> {
  await getOwnCompaniesJourney(db, userId, journeyId);
  const [deleted] = await db
    .delete(digitalFootprints)
    .where(
      and(
        eq(digitalFootprints.id, footprintId),
        eq(digitalFootprints.user_id, userId),
        eq(digitalFootprints.journey_id, journeyId),
      ),
    )
    .returning();
  if (!deleted) throw new AppError('NOT_FOUND', JOURNEY_COMPANY_NOT_FOUND);
  return deleted;
}
