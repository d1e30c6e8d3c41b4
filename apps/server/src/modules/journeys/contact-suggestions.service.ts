import { and, count, eq, sql } from 'drizzle-orm';
import {
  MAX_PENDING_SUGGESTIONS,
  type ContactSuggestion,
} from '@updately/shared/brand-suggestions-api';
import type { Tx } from '../../db/client';
import {
  brandContactSuggestions,
  brandDirectory,
  digitalFootprints,
  journeyFootprints,
} from '../../db/schema';
import { AppError } from '../../lib/errors';

export const JOURNEY_COMPANY_NOT_FOUND = 'No such company on this journey';

/**
 * Stores a person's suggestion of how to reach one of their journey's companies, for an admin to
 * decide. The company is the journey's (its owner's footprint); the suggester is the caller (the
 * owner or an editor), who may have at most MAX_PENDING_SUGGESTIONS waiting. Runs in the
 * caller's transaction (with its audit entry).
 */
export async function suggestContact(
  tx: Tx,
  who: { ownerId: string; callerId: string; journeyId: string; footprintId: string },
  input: ContactSuggestion,
) {
  const [company] = await tx
    .select({
      brand_id: brandDirectory.id,
      brand_name: brandDirectory.name,
      custom_name: digitalFootprints.custom_brand_name,
    })
    .from(journeyFootprints)
    .innerJoin(digitalFootprints, eq(digitalFootprints.id, journeyFootprints.footprint_id))
    .leftJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
    .where(
      and(
        eq(journeyFootprints.journey_id, who.journeyId),
        eq(journeyFootprints.footprint_id, who.footprintId),
        eq(journeyFootprints.user_id, who.ownerId),
      ),
    );
  if (!company) throw new AppError('NOT_FOUND', JOURNEY_COMPANY_NOT_FOUND);
  // One suggester at a time: two requests at once cannot both pass the count below.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`contact-suggestions:${who.callerId}`}))`,
  );
  const [pending] = await tx
    .select({ n: count() })
    .from(brandContactSuggestions)
    .where(
      and(
        eq(brandContactSuggestions.user_id, who.callerId),
        eq(brandContactSuggestions.status, 'pending'),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING_SUGGESTIONS) {
    throw new AppError(
      'CONFLICT',
      `You have ${MAX_PENDING_SUGGESTIONS} suggestions waiting for our team already: you can suggest more once they are looked at.`,
    );
  }
  const [row] = await tx
    .insert(brandContactSuggestions)
    .values({
      brand_id: company.brand_id,
      footprint_id: who.footprintId,
      company_name: company.brand_name ?? company.custom_name ?? 'Unnamed company',
      user_id: who.callerId,
      channel: input.channel,
      value: input.value,
      source_url: input.source_url,
    })
    .returning();
  return { row: row!, brandId: company.brand_id };
}
