import { BRAND_CHANNEL_FIELDS, brandChannelProblems } from '@updately/shared/brand-channels';
import { inArray, sql } from 'drizzle-orm';
import brandsJson from '@updately/shared/data/brands.json' with { type: 'json' };
import { brandContactProblems, type BrandSeed } from '@updately/shared/brands';
import { DEFAULT_CATEGORY_REQUIREMENTS } from '@updately/shared/document-requirements';
import { DEFAULT_JOURNEY_PII_FIELDS, JOURNEY_TYPES } from '@updately/shared/journey-types';
import { PII_FIELD_GROUPS, piiFieldLabel } from '@updately/shared/pii-fields';
import type { Db } from '../db/client';
import {
  brandDeadlines,
  brandDirectory,
  documentRequirements,
  journeyPiiFields,
  piiFieldTypes,
} from '../db/schema';

export const BRANDS = brandsJson as BrandSeed[];

/** Refuses directory data that would send a first request to a complaints inbox (or lacks a source). */
export function assertBrandContacts(brands: readonly BrandSeed[]): void {
  const problems = brands.flatMap((b) =>
    [...brandContactProblems(b), ...brandChannelProblems(b)].map((p) => `${b.slug}: ${p}`),
  );
  if (problems.length) throw new Error(`Brand directory data refused:\n${problems.join('\n')}`);
}

/**
 * Idempotent: the catalogue follows the code; journey PII fields are seeded only for journey
 * types that have none (admins may have edited them); brands are added by slug, never overwritten.
 */
export async function seedReferenceData(db: Db): Promise<{ brands: number }> {
  return db.transaction(async (tx) => {
    const catalogue = PII_FIELD_GROUPS.flatMap((g) =>
      g.fields.map((field) => ({ field, group: g.group })),
    );
    await tx
      .insert(piiFieldTypes)
      .values(
        catalogue.map(({ field, group }, i) => ({
          field_type: field,
          group_name: group,
          label: piiFieldLabel(field),
          sort_order: i,
        })),
      )
      .onConflictDoUpdate({
        target: piiFieldTypes.field_type,
        set: {
          group_name: sql`excluded.group_name`,
          label: sql`excluded.label`,
          sort_order: sql`excluded.sort_order`,
        },
      });

    const seeded = await tx
      .selectDistinct({ type: journeyPiiFields.journey_type })
      .from(journeyPiiFields);
    const missing = JOURNEY_TYPES.filter((t) => !seeded.some((s) => s.type === t));
    const rows = missing.flatMap((type) =>
      DEFAULT_JOURNEY_PII_FIELDS[type].map((field_type) => ({ journey_type: type, field_type })),
    );
    if (rows.length > 0) await tx.insert(journeyPiiFields).values(rows).onConflictDoNothing();

    // New brands are added; an existing brand only gains a published address or change-of-details
    // page it lacks (an admin's edits are never overwritten).
    assertBrandContacts(BRANDS);
    await tx
      .insert(brandDirectory)
      .values(BRANDS.map(({ deadlines: _deadlines, ...brand }) => brand))
      .onConflictDoUpdate({
        target: brandDirectory.slug,
        set: {
          contact_email: sql`coalesce(${brandDirectory.contact_email}, excluded.contact_email)`,
          contact_email_purpose: sql`coalesce(${brandDirectory.contact_email_purpose}, excluded.contact_email_purpose)`,
          contact_email_source: sql`coalesce(${brandDirectory.contact_email_source}, excluded.contact_email_source)`,
          contact_email_checked_on: sql`coalesce(${brandDirectory.contact_email_checked_on}, excluded.contact_email_checked_on)`,
          escalation_email: sql`coalesce(${brandDirectory.escalation_email}, excluded.escalation_email)`,
          escalation_email_purpose: sql`coalesce(${brandDirectory.escalation_email_purpose}, excluded.escalation_email_purpose)`,
          escalation_email_source: sql`coalesce(${brandDirectory.escalation_email_source}, excluded.escalation_email_source)`,
          escalation_email_checked_on: sql`coalesce(${brandDirectory.escalation_email_checked_on}, excluded.escalation_email_checked_on)`,
          account_settings_url: sql`coalesce(${brandDirectory.account_settings_url}, excluded.account_settings_url)`,
          account_settings_source: sql`coalesce(${brandDirectory.account_settings_source}, excluded.account_settings_source)`,
          ...gainedChannels,
        },
        setWhere: sql`(${brandDirectory.contact_email} is null and excluded.contact_email is not null)
          or (${brandDirectory.escalation_email} is null and excluded.escalation_email is not null)
          or (${brandDirectory.account_settings_url} is null and excluded.account_settings_url is not null)
          or (${brandDirectory.web_form_url} is null and excluded.web_form_url is not null)
          or (${brandDirectory.postal_address} is null and excluded.postal_address is not null)
          or (${brandDirectory.phone} is null and excluded.phone is not null)`,
      });
    await seedBrandDeadlines(tx);
    await seedDocumentDefaults(tx);
    return { brands: BRANDS.length };
  });
}

/** A web form, postal address or phone a brand lacks is gained, with its source and day. */
const gainedChannels = Object.fromEntries(
  BRAND_CHANNEL_FIELDS.map((column) => {
    const lead = column.startsWith('web_form')
      ? 'web_form_url'
      : column.startsWith('postal')
        ? 'postal_address'
        : 'phone';
    return [
      column,
      sql`case when ${brandDirectory[lead]} is null then excluded.${sql.identifier(column)} else ${brandDirectory[column]} end`,
    ];
  }),
);

/**
 * The category defaults of which documents a company requires, added by category and kind: an
 * admin's edit stays (an admin says "none" with an empty list, so a default is never re-added).
 */
async function seedDocumentDefaults(tx: Db): Promise<void> {
  const rows = Object.entries(DEFAULT_CATEGORY_REQUIREMENTS).flatMap(([category, kinds]) =>
    Object.entries(kinds).map(([kind, types]) => ({
      category,
      kind,
      document_types: [...types],
    })),
  );
  await tx.insert(documentRequirements).values(rows).onConflictDoNothing();
}

/** The legal deadlines of the directory data, added by brand and kind (an admin's edit stays). */
async function seedBrandDeadlines(tx: Db): Promise<void> {
  const withDeadlines = BRANDS.filter((b) => b.deadlines?.length);
  if (withDeadlines.length === 0) return;
  const ids = await tx
    .select({ id: brandDirectory.id, slug: brandDirectory.slug })
    .from(brandDirectory)
    .where(
      inArray(
        brandDirectory.slug,
        withDeadlines.map((b) => b.slug),
      ),
    );
  const idOf = new Map(ids.map((r) => [r.slug, r.id]));
  const rows = withDeadlines.flatMap((b) =>
    b.deadlines!.map((d) => ({ brand_id: idOf.get(b.slug)!, ...d })),
  );
  await tx.insert(brandDeadlines).values(rows).onConflictDoNothing();
}
