import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { FIRST_REQUEST_EMAIL_PURPOSES } from '@updately/shared/brands';
import { brandCategoryLabel } from '@updately/shared/brands-api';
import type { JourneyReview, ReviewCompany, UpdateChangeField } from '@updately/shared/updates-api';
import {
  UPDATE_CHANGE_FIELDS,
  UPDATE_CONSENT_VERSION,
  updateConsentText,
} from '@updately/shared/updates-api';
import {
  DEFAULT_HANDLED_KINDS,
  JOURNEY_REQUEST_KINDS,
  kindAppliesByDefault,
  type RequestKind,
} from '@updately/shared/request-kinds';
import type { UpdateChannel } from '@updately/shared/update-status';
import {
  chooseChannelForKind,
  type ChannelOptions,
  type WebFormPurpose,
} from '@updately/shared/brand-channels';
import { asActingRole } from '@updately/shared/document-requirements';
import { orderForReview } from '@updately/shared/person-channels';
import type { Db } from '../../db/client';
import {
  brandClaims,
  brandDirectory,
  brandUpdateChannels,
  organizationRequestKinds,
  digitalFootprints,
  journeyFootprints,
  profiles,
  updateRequests,
  users,
} from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { openJourneyDetails } from '../../platform/crypto/journey-details';
import { planDocuments } from '../documents-required/document-plan';
import { getOwnedJourney } from '../journeys/journeys.service';
import { toCompanySafety, type JourneyRow } from '../journeys/journey-view';
import { SAFE_POSTAL_ADDRESS_MISSING } from '@updately/shared/safe-mode';
import { withSafePostalAddress } from './safe-postal-address';
import {
  answerValues,
  defaultInstruction,
  KIND_MISSING,
  kindPayload,
  type KindJourney,
} from './kind-plan';

const NO_DOCUMENTS = { documents: [], missing_documents: [] };

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

export type PlannedCompany = ReviewCompany & {
  brand_id: string | null;
  category: string | null;
  slug: string | null;
  data_items: readonly string[];
  fields_to_update: { address: boolean; email: boolean; phone: boolean };
  configured: UpdateChannel | null;
  contact_email: string | null;
  handled_kinds: readonly string[] | null;
  /** Every way the company can be reached (the channel choice per kind reads it). */
  channel_options: ChannelOptions;
};

/**
 * What "Review and send" shows: every company linked to the journey, how it would be told, the
 * fields switched on with their values, and any update already under way. Two queries.
 */
export async function planJourneyUpdates(
  db: Db,
  userId: string,
  journeyId: string,
  appName: string,
  cipher: ValueCipher,
): Promise<{
  journey: JourneyRow;
  kindJourney: KindJourney;
  review: JourneyReview;
  companies: PlannedCompany[];
}> {
  const journey = await getOwnedJourney(db, userId, journeyId);
  const kindJourney: KindJourney = { ...journey, details: openJourneyDetails(cipher, journey) };
  const open = db
    .select({
      footprint_id: updateRequests.footprint_id,
      id: updateRequests.id,
      status: updateRequests.status,
      kind: updateRequests.kind,
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
      shared_with_other: journeyFootprints.shared_with_other,
      use_postal_address: journeyFootprints.use_postal_address,
      safety_steps_done_at: journeyFootprints.safety_steps_done_at,
      safety_confirmed_at: journeyFootprints.safety_confirmed_at,
      brand_id: brandDirectory.id,
      brand_name: brandDirectory.name,
      category: brandDirectory.category,
      slug: brandDirectory.slug,
      data_items: brandDirectory.data_collection_items,
      custom_name: digitalFootprints.custom_brand_name,
      // Only a first-request address (never a complaints inbox) is sent the request itself.
      contact_email: sql<
        string | null
      >`coalesce(${brandUpdateChannels.contact_email}, case when ${inArray(brandDirectory.contact_email_purpose, [...FIRST_REQUEST_EMAIL_PURPOSES])} then ${brandDirectory.contact_email} end)`,
      configured: brandUpdateChannels.channel,
      web_form_url: brandDirectory.web_form_url,
      web_form_purpose: brandDirectory.web_form_purpose,
      has_postal_address: sql<boolean>`${brandDirectory.postal_address} is not null`,
      phone: brandDirectory.phone,
      // The kinds the claiming business's integration handles (the v1 kinds when it has not said).
      handled_kinds: sql<
        string[] | null
      >`case when ${brandClaims.id} is null then null else coalesce(${organizationRequestKinds.kinds}, ${sql.raw(`array[${DEFAULT_HANDLED_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`)}) end`,
      open_id: open.id,
      open_status: open.status,
      open_kind: open.kind,
    })
    .from(journeyFootprints)
    .innerJoin(digitalFootprints, eq(digitalFootprints.id, journeyFootprints.footprint_id))
    .leftJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
    .leftJoin(brandUpdateChannels, eq(brandUpdateChannels.brand_id, brandDirectory.id))
    .leftJoin(
      brandClaims,
      and(eq(brandClaims.brand_id, brandDirectory.id), eq(brandClaims.status, 'verified')),
    )
    .leftJoin(
      organizationRequestKinds,
      eq(organizationRequestKinds.organization_id, brandClaims.organization_id),
    )
    .leftJoin(open, eq(open.footprint_id, journeyFootprints.footprint_id))
    .where(and(eq(journeyFootprints.journey_id, journeyId), eq(journeyFootprints.user_id, userId)))
    .orderBy(
      sql`lower(coalesce(${brandDirectory.name}, ${digitalFootprints.custom_brand_name}))`,
      asc(journeyFootprints.footprint_id),
    );
  const values = journeyValues(journey);
  // One row per company and open request: a company with two open kinds comes twice.
  const byFootprint = new Map<
    string,
    {
      row: (typeof rows)[number];
      open: Map<string, { id: string; status: NonNullable<(typeof rows)[number]['open_status']> }>;
    }
  >();
  for (const row of rows) {
    const entry = byFootprint.get(row.footprint_id) ?? { row, open: new Map() };
    if (row.open_id && row.open_status && row.open_kind) {
      entry.open.set(row.open_kind, { id: row.open_id, status: row.open_status });
    }
    byFootprint.set(row.footprint_id, entry);
  }
  const offered = JOURNEY_REQUEST_KINDS[journey.type];
  const documentsPlan = await planDocuments(
    db,
    journey.id,
    {
      acting_role: asActingRole(journey.acting_role),
      name_basis: kindJourney.details.change_of_name?.basis ?? null,
    },
    [...byFootprint.values()].map(({ row }) => ({
      footprint_id: row.footprint_id,
      brand_id: row.brand_id,
      category: row.category,
      kinds: offered,
    })),
  );
  const companies = [...byFootprint.values()].map(({ row, open: openByKind }): PlannedCompany => {
    const channelOptions: ChannelOptions = {
      configured: row.configured,
      contactEmail: row.contact_email,
      handledKinds: row.handled_kinds,
      webFormUrl: row.web_form_url ?? null,
      webFormPurpose: (row.web_form_purpose as WebFormPurpose | null) ?? null,
      hasPostalAddress: row.has_postal_address ?? false,
      phone: row.phone ?? null,
    };
    // The company's channel is its best one for the journey's own first kind.
    const { channel, destination } = chooseChannelForKind(
      channelOptions,
      offered[0] ?? 'change_of_address',
    );
    const company = {
      category: row.category ?? null,
      slug: row.slug ?? null,
      data_items: row.data_items ?? [],
    };
    const companyName = row.brand_name ?? row.custom_name ?? 'Unknown company';
    const firstOpen = [...openByKind.values()][0] ?? null;
    return {
      footprint_id: row.footprint_id,
      brand_id: row.brand_id,
      ...company,
      fields_to_update: row.fields_to_update,
      configured: row.configured,
      contact_email: row.contact_email,
      handled_kinds: row.handled_kinds,
      channel_options: channelOptions,
      company_name: companyName,
      category_label: brandCategoryLabel(row.category ?? null),
      channel,
      destination,
      fields: UPDATE_CHANGE_FIELDS.filter((f) => row.fields_to_update[f]).map((field) => ({
        field,
        value: values[field],
      })),
      open_request: firstOpen,
      safety: toCompanySafety(row),
      kinds: offered.map((kind: RequestKind) => {
        const planned = kindPayload(kindJourney, kind, company, row.fields_to_update);
        // Safe mode: the review shows the postal address a company is set to receive.
        const postalMissing =
          !!planned && kind === 'change_of_address' && row.use_postal_address
            ? !kindJourney.details.change_of_address?.postal_address
            : false;
        const payload = postalMissing
          ? null
          : withSafePostalAddress(
              kindJourney,
              { company_name: companyName, safety: { use_postal_address: row.use_postal_address } },
              planned,
            );
        const linked =
          kind === 'change_of_address'
            ? row.fields_to_update.address
            : kind === 'change_of_contact'
              ? row.fields_to_update.email || row.fields_to_update.phone
              : true;
        return {
          kind,
          // A move's companies were linked for their address (auto-link or the person): the
          // link's switches decide; other events go by the kind's categories.
          selected:
            !!payload &&
            linked &&
            (journey.type === 'moving_house' || kindAppliesByDefault(kind, company)),
          fields: payload ? answerValues(payload) : [],
          missing: payload
            ? null
            : postalMissing
              ? SAFE_POSTAL_ADDRESS_MISSING(companyName)
              : KIND_MISSING[kind],
          instruction:
            kind === 'notification_of_death' ? defaultInstruction(company.category) : null,
          open_request: openByKind.get(kind) ?? null,
          ...(documentsPlan.get(row.footprint_id)?.get(kind) ?? NO_DOCUMENTS),
          ...chooseChannelForKind(channelOptions, kind),
        };
      }),
    };
  });
  const identity = await personIdentifiers(db, userId);
  return {
    journey,
    kindJourney,
    companies,
    review: {
      journey_id: journey.id,
      effective_date: journey.type === 'moving_house' ? journey.moving_date : null,
      identifiers: identity,
      consent: {
        version: UPDATE_CONSENT_VERSION,
        text: updateConsentText(appName),
        product: appName,
      },
      // The work that needs the person first (phone, letter, web form, checklist), then by name.
      companies: orderForReview(companies).map(
        ({
          brand_id: _brand,
          category: _category,
          slug: _slug,
          data_items: _items,
          fields_to_update: _toggles,
          configured: _configured,
          contact_email: _contact,
          handled_kinds: _handled,
          channel_options: _options,
          ...company
        }) => company,
      ),
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
