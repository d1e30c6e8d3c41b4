import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { FIRST_REQUEST_EMAIL_PURPOSES } from '@updately/shared/brands';
import { brandCategoryLabel } from '@updately/shared/brands-api';
import type { JourneyReview, ReviewCompany, UpdateChangeField } from '@updately/shared/updates-api';
import {
  UPDATE_CHANGE_FIELDS,
  UPDATE_CONSENT_VERSION,
  updateConsentText,
} from '@updately/shared/updates-api';
import type { UpdateChannel } from '@updately/shared/update-status';
import type { Db } from '../../db/client';
import {
  brandDirectory,
  brandUpdateChannels,
  digitalFootprints,
  journeyFootprints,
  profiles,
  updateRequests,
  users,
} from '../../db/schema';
import { getOwnedJourney } from '../journeys/journeys.service';
import type { JourneyRow } from '../journeys/journey-view';

/** How a company is told: its configured channel when it can be used, else the best available. */
export function chooseChannel(
  configured: UpdateChannel | null,
  contactEmail: string | null,
): { channel: UpdateChannel; destination: string | null } {
  if (configured === 'api') return { channel: 'api', destination: null };
  if (configured !== 'manual' && contactEmail)
    return { channel: 'email', destination: contactEmail };
  return { channel: 'manual', destination: null };
}

/** The journey's new value for each field it can send. */
export function journeyValues(journey: JourneyRow): Record<UpdateChangeField, string | null> {
  return {
    address: journey.target_address,
    email: journey.target_email,
    phone: journey.target_phone,
  };
}

export type PlannedCompany = ReviewCompany & { brand_id: string | null };

/**
 * What "Review and send" shows: every company linked to the journey, how it would be told, the
 * fields switched on with their values, and any update already under way. Two queries.
 */
export async function planJourneyUpdates(
  db: Db,
  userId: string,
  journeyId: string,
  appName: string,
): Promise<{ journey: JourneyRow; review: JourneyReview; companies: PlannedCompany[] }> {
  const journey = await getOwnedJourney(db, userId, journeyId);
  const open = db
    .select({
      footprint_id: updateRequests.footprint_id,
      id: updateRequests.id,
      status: updateRequests.status,
    })
    .from(updateRequests)
    .where(
      and(
        eq(updateRequests.journey_id, journeyId),
        eq(updateRequests.user_id, userId),
        notInArray(updateRequests.status, ['cancelled', 'expired', 'rejected']),
      ),
    )
    .as('open_request');
  const rows = await db
    .select({
      footprint_id: journeyFootprints.footprint_id,
      fields_to_update: journeyFootprints.fields_to_update,
      brand_id: brandDirectory.id,
      brand_name: brandDirectory.name,
      category: brandDirectory.category,
      custom_name: digitalFootprints.custom_brand_name,
      // Only a first-request address (never a complaints inbox) is sent the request itself.
      contact_email: sql<
        string | null
      >`coalesce(${brandUpdateChannels.contact_email}, case when ${inArray(brandDirectory.contact_email_purpose, [...FIRST_REQUEST_EMAIL_PURPOSES])} then ${brandDirectory.contact_email} end)`,
      configured: brandUpdateChannels.channel,
      open_id: open.id,
      open_status: open.status,
    })
    .from(journeyFootprints)
    .innerJoin(digitalFootprints, eq(digitalFootprints.id, journeyFootprints.footprint_id))
    .leftJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
    .leftJoin(brandUpdateChannels, eq(brandUpdateChannels.brand_id, brandDirectory.id))
    .leftJoin(open, eq(open.footprint_id, journeyFootprints.footprint_id))
    .where(and(eq(journeyFootprints.journey_id, journeyId), eq(journeyFootprints.user_id, userId)))
    .orderBy(
      sql`lower(coalesce(${brandDirectory.name}, ${digitalFootprints.custom_brand_name}))`,
      asc(journeyFootprints.footprint_id),
    );
  const values = journeyValues(journey);
  const companies = rows.map((row): PlannedCompany => {
    const { channel, destination } = chooseChannel(row.configured, row.contact_email);
    return {
      footprint_id: row.footprint_id,
      brand_id: row.brand_id,
      company_name: row.brand_name ?? row.custom_name ?? 'Unknown company',
      category_label: brandCategoryLabel(row.category ?? null),
      channel,
      destination,
      fields: UPDATE_CHANGE_FIELDS.filter((f) => row.fields_to_update[f]).map((field) => ({
        field,
        value: values[field],
      })),
      open_request:
        row.open_id && row.open_status ? { id: row.open_id, status: row.open_status } : null,
    };
  });
  const identity = await personIdentifiers(db, userId);
  return {
    journey,
    companies,
    review: {
      journey_id: journey.id,
      effective_date: journey.type === 'moving_house' ? journey.moving_date : null,
      identifiers: identity,
      consent: { version: UPDATE_CONSENT_VERSION, text: updateConsentText(appName) },
      companies: companies.map(({ brand_id: _brand, ...company }) => company),
    },
  };
}

/** How companies find the customer: their name and the email on their account with us. */
export async function personIdentifiers(
  db: Db,
  userId: string,
): Promise<{ full_name: string | null; account_email: string }> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      first: profiles.first_name,
      last: profiles.last_name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.id, userId));
  const fromProfile = [row?.first, row?.last].filter(Boolean).join(' ').trim();
  return { full_name: fromProfile || row?.name?.trim() || null, account_email: row?.email ?? '' };
}
