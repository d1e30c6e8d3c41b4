import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandFieldMappings } from '../../db/schema';

/**
 * What a brand calls each field it receives (set in the admin integration builder), by field
 * type: `{ address: 'street_address' }`. Empty for a brand without a mapping.
 */
export async function brandFieldNames(
  db: Db,
  brandId: string | null,
): Promise<Map<string, string>> {
  if (!brandId) return new Map();
  const rows = await db
    .select({ field: brandFieldMappings.field_type, name: brandFieldMappings.external_name })
    .from(brandFieldMappings)
    .where(eq(brandFieldMappings.brand_id, brandId))
    .orderBy(asc(brandFieldMappings.field_type));
  return new Map(rows.map((row) => [row.field, row.name]));
}
