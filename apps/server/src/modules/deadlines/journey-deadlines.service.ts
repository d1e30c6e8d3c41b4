import { and, eq, inArray } from 'drizzle-orm';
import type { JourneyDeadline } from '@updately/shared/deadlines-api';
import { JOURNEY_REQUEST_KINDS, type RequestKind } from '@updately/shared/request-kinds';
import type { Db } from '../../db/client';
import {
  brandDeadlines,
  brandDirectory,
  digitalFootprints,
  journeyFootprints,
  updateRequests,
} from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { openJourneyDetails } from '../../platform/crypto/journey-details';
import { getOwnedJourney } from '../journeys/journeys.service';
import { kindEffectiveDate } from '../updates/kind-plan';
import { dateOf, journeyDeadlines } from './deadline-dates';

/**
 * GET /api/journeys/{id}/deadlines: the caller's journey's legal deadlines and expected answers,
 * soonest first. Three queries however many companies (the journey, its companies' deadlines,
 * its requests).
 */
export async function listJourneyDeadlines(
  db: Db,
  cipher: ValueCipher,
  userId: string,
  journeyId: string,
  now = new Date(),
): Promise<JourneyDeadline[]> {
  const journey = await getOwnedJourney(db, userId, journeyId);
  const kinds = JOURNEY_REQUEST_KINDS[journey.type];
  const [facts, requests] = await Promise.all([
    db
      .select({
        footprint_id: journeyFootprints.footprint_id,
        company_name: brandDirectory.name,
        kind: brandDeadlines.kind,
        days: brandDeadlines.days,
        description: brandDeadlines.description,
        source_url: brandDeadlines.source_url,
      })
      .from(journeyFootprints)
      .innerJoin(digitalFootprints, eq(digitalFootprints.id, journeyFootprints.footprint_id))
      .innerJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
      .innerJoin(brandDeadlines, eq(brandDeadlines.brand_id, brandDirectory.id))
      .where(
        and(
          eq(journeyFootprints.journey_id, journey.id),
          eq(journeyFootprints.user_id, userId),
          inArray(brandDeadlines.kind, [...kinds]),
        ),
      ),
    db
      .select({
        id: updateRequests.id,
        footprint_id: updateRequests.footprint_id,
        company_name: updateRequests.company_name,
        kind: updateRequests.kind,
        channel: updateRequests.channel,
        status: updateRequests.status,
        effective_date: updateRequests.effective_date,
        expected_by: updateRequests.expected_by,
        created_at: updateRequests.created_at,
      })
      .from(updateRequests)
      .where(and(eq(updateRequests.journey_id, journey.id), eq(updateRequests.user_id, userId))),
  ]);
  const kindJourney = { ...journey, details: openJourneyDetails(cipher, journey) };
  return journeyDeadlines({
    facts: facts.map((f) => ({ ...f, kind: f.kind as RequestKind })),
    requests,
    effectiveDate: (kind) => kindEffectiveDate(kindJourney, kind),
    today: dateOf(now),
  });
}
