import { sql } from 'drizzle-orm';
import brandsJson from '@updately/shared/data/brands.json' with { type: 'json' };
import type { BrandSeed } from '@updately/shared/brands';
import { DEFAULT_JOURNEY_PII_FIELDS, JOURNEY_TYPES } from '@updately/shared/journey-types';
import { PII_FIELD_GROUPS, piiFieldLabel } from '@updately/shared/pii-fields';
import type { Db } from '../db/client';
import { brandDirectory, journeyPiiFields, piiFieldTypes } from '../db/schema';

export const BRANDS = brandsJson as BrandSeed[];

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

    // New brands are added; an existing brand only gains a published contact address it lacks
    // (an admin's edits are never overwritten).
    await tx
      .insert(brandDirectory)
      .values(BRANDS)
      .onConflictDoUpdate({
        target: brandDirectory.slug,
        set: {
          contact_email: sql`excluded.contact_email`,
          contact_email_source: sql`excluded.contact_email_source`,
          contact_email_checked_on: sql`excluded.contact_email_checked_on`,
        },
        setWhere: sql`${brandDirectory.contact_email} is null and excluded.contact_email is not null`,
      });
    return { brands: BRANDS.length };
  });
}
