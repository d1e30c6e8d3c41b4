import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AddFootprintsResult, Footprint } from '@updately/shared/footprints-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { sanitizeBrandName, sanitizeTags } from '@updately/shared/sanitize';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { brandDirectory, digitalFootprints } from '../../db/schema';
import { QUOTAS, QUOTA_MESSAGES } from '@updately/shared/quotas';
import { AppError } from '../../lib/errors';
import { assertWithinQuota } from '../../platform/quotas/quota';
import { footprintBrandColumns, toFootprint, type FootprintRow } from './footprint-view';

export const FOOTPRINT_NOT_FOUND = 'Footprint not found';

/** The person's own footprints: not the companies of one journey (the deceased's). */
const own = isNull(digitalFootprints.journey_id);

export type AddedFootprints = AddFootprintsResult & { rows: FootprintRow[] };

/**
 * Each footprint's brand read by its primary key. A plain join lets PostgreSQL hash the whole
 * brand directory once a user's estimated footprints pass a few dozen (the million-people
 * statistics: 27 ms against 1 ms for the same 23 rows, ADR 0058). The LIMIT (one row by primary
 * key anyway) keeps the lateral subquery from being flattened into that join.
 */
const brandOfFootprint = (db: Db) =>
  db
    .select(footprintBrandColumns)
    .from(brandDirectory)
    .where(eq(brandDirectory.id, digitalFootprints.brand_id))
    .limit(1)
    .as('brand');

/** The user's footprints with their brands, newest first: one query. */
const listFootprintsQuery = preparedQuery((db) => {
  const brand = brandOfFootprint(db);
  return db
    .select({
      footprint: digitalFootprints,
      brand: {
        id: brand.id,
        name: brand.name,
        category: brand.category,
        website: brand.website,
        account_settings_url: brand.account_settings_url,
        contact_email: brand.contact_email,
        footprint_tags: brand.footprint_tags,
        data_collection_items: brand.data_collection_items,
        web_form_url: brand.web_form_url,
        postal_address: brand.postal_address,
        phone: brand.phone,
        phone_hours: brand.phone_hours,
      },
    })
    .from(digitalFootprints)
    .leftJoinLateral(brand, sql`true`)
    .where(and(eq(digitalFootprints.user_id, sql.placeholder('userId')), own))
    .orderBy(desc(digitalFootprints.created_at), asc(digitalFootprints.id))
    .prepare('list_footprints');
});

export async function listFootprints(db: Db, userId: string): Promise<Footprint[]> {
  const rows = await listFootprintsQuery(db).execute({ userId });
  return rows.map((r) => toFootprint(r.footprint, r.brand));
}

/**
 * Footprints for directory brands; brands the user already has are skipped. Every id must be a
 * directory brand, or nothing is added. `createdAt` lets onboarding stamp its completion time.
 */
export async function addDirectoryFootprints(
  db: Db,
  input: { userId: string; brandIds: readonly string[]; tags?: readonly string[]; createdAt: Date },
): Promise<AddedFootprints> {
  const ids = [...new Set(input.brandIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return { added: [], skippedBrandIds: [], rows: [] };
  const brands = await db
    .select(footprintBrandColumns)
    .from(brandDirectory)
    .where(inArray(brandDirectory.id, ids));
  if (brands.length !== ids.length) {
    throw new AppError('NOT_FOUND', 'One or more of the chosen brands are not in the directory.');
  }
  await assertFootprintRoom(db, input.userId, ids.length);
  const tags = sanitizeTags(input.tags ?? []);
  const rows = await db
    .insert(digitalFootprints)
    .values(
      ids.map((brand_id) => ({
        user_id: input.userId,
        brand_id,
        tags,
        created_at: input.createdAt,
      })),
    )
    .onConflictDoNothing({
      target: [digitalFootprints.user_id, digitalFootprints.brand_id],
      where: sql`journey_id is null`,
    })
    .returning();
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const addedBrandIds = new Set(rows.map((r) => r.brand_id));
  return {
    added: rows.map((r) => toFootprint(r, brandById.get(r.brand_id ?? '') ?? null)),
    skippedBrandIds: ids.filter((id) => !addedBrandIds.has(id)),
    rows,
  };
}

/** A footprint for a brand outside the directory, holding the data items the user names. */
export async function addCustomFootprint(
  db: Db,
  input: {
    userId: string;
    name: string;
    dataItems: readonly PiiFieldType[];
    tags?: readonly string[];
    createdAt: Date;
  },
): Promise<AddedFootprints> {
  await assertFootprintRoom(db, input.userId, 1);
  const [row] = await db
    .insert(digitalFootprints)
    .values({
      user_id: input.userId,
      custom_brand_name: cleanBrandName(input.name),
      custom_data_items: [...new Set(input.dataItems)],
      tags: sanitizeTags(input.tags ?? []),
      created_at: input.createdAt,
    })
    .returning();
  return { added: [toFootprint(row!, null)], skippedBrandIds: [], rows: [row!] };
}

async function assertFootprintRoom(db: Db, userId: string, adding: number) {
  const current = await db.$count(
    digitalFootprints,
    and(eq(digitalFootprints.user_id, userId), own),
  );
  assertWithinQuota(current, adding, QUOTAS.footprints, QUOTA_MESSAGES.footprints);
}

export type FootprintChange = { before: FootprintRow; after: FootprintRow; view: Footprint };

/** Tags of any footprint; the name and data items of a custom one only. */
export async function updateFootprint(
  db: Db,
  userId: string,
  id: string,
  input: {
    tags?: readonly string[];
    customBrandName?: string;
    dataItems?: readonly PiiFieldType[];
  },
): Promise<FootprintChange> {
  const [current] = await db
    .select({ footprint: digitalFootprints, brand: footprintBrandColumns })
    .from(digitalFootprints)
    .leftJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
    .where(and(eq(digitalFootprints.id, id), eq(digitalFootprints.user_id, userId), own));
  if (!current) throw new AppError('NOT_FOUND', FOOTPRINT_NOT_FOUND);
  const customOnly = input.customBrandName !== undefined || input.dataItems !== undefined;
  if (customOnly && current.footprint.brand_id !== null) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Only a custom brand can change its name or data items; directory brands list their own.',
    );
  }
  const [after] = await db
    .update(digitalFootprints)
    .set({
      ...(input.tags && { tags: sanitizeTags(input.tags) }),
      ...(input.customBrandName !== undefined && {
        custom_brand_name: cleanBrandName(input.customBrandName),
      }),
      ...(input.dataItems && { custom_data_items: [...new Set(input.dataItems)] }),
    })
    .where(and(eq(digitalFootprints.id, id), eq(digitalFootprints.user_id, userId), own))
    .returning();
  return { before: current.footprint, after: after!, view: toFootprint(after!, current.brand) };
}

/** Removes the footprint (and, by cascade, its journey links); answers the removed row. */
export async function deleteFootprint(db: Db, userId: string, id: string): Promise<FootprintRow> {
  const [deleted] = await db
    .delete(digitalFootprints)
    .where(and(eq(digitalFootprints.id, id), eq(digitalFootprints.user_id, userId), own))
    .returning();
  if (!deleted) throw new AppError('NOT_FOUND', FOOTPRINT_NOT_FOUND);
  return deleted;
}

function cleanBrandName(name: string): string {
  const clean = sanitizeBrandName(name);
  if (!clean) throw new AppError('VALIDATION_FAILED', 'customBrandName: Enter the brand name.');
  return clean;
}
