import { asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { BrandCategory } from '@updately/shared/brands';
import { documentRuleSchema, type DocumentRule } from '@updately/shared/document-requirements';
import type { Db } from '../../db/client';
import { documentRequirements } from '../../db/schema';

export type RuleBook = {
  byBrand: Map<string, DocumentRule[]>;
  byCategory: Map<string, DocumentRule[]>;
};

const toRule = (row: { kind: string; document_types: string[] }): DocumentRule =>
  documentRuleSchema.parse({ kind: row.kind, document_types: row.document_types });

/** The rules of these brands and categories, in one query. */
export async function loadRuleBook(
  db: Db,
  brandIds: readonly string[],
  categories: readonly string[],
): Promise<RuleBook> {
  const book: RuleBook = { byBrand: new Map(), byCategory: new Map() };
  if (brandIds.length === 0 && categories.length === 0) return book;
  const rows = await db
    .select({
      brand_id: documentRequirements.brand_id,
      category: documentRequirements.category,
      kind: documentRequirements.kind,
      document_types: documentRequirements.document_types,
    })
    .from(documentRequirements)
    .where(
      or(
        brandIds.length ? inArray(documentRequirements.brand_id, [...brandIds]) : undefined,
        categories.length ? inArray(documentRequirements.category, [...categories]) : undefined,
      ),
    );
  for (const row of rows) {
    const map = row.brand_id ? book.byBrand : book.byCategory;
    const key = (row.brand_id ?? row.category)!;
    map.set(key, [...(map.get(key) ?? []), toRule(row)]);
  }
  return book;
}

/** A brand's own rules (a kind absent here follows the category's default). */
export async function brandRules(db: Db, brandId: string): Promise<DocumentRule[]> {
  const rows = await db
    .select({
      kind: documentRequirements.kind,
      document_types: documentRequirements.document_types,
    })
    .from(documentRequirements)
    .where(eq(documentRequirements.brand_id, brandId))
    .orderBy(asc(documentRequirements.kind));
  return rows.map(toRule);
}

/** Every category's default rules. */
export async function categoryRules(db: Db): Promise<Map<string, DocumentRule[]>> {
  const rows = await db
    .select({
      category: documentRequirements.category,
      kind: documentRequirements.kind,
      document_types: documentRequirements.document_types,
    })
    .from(documentRequirements)
    .where(isNotNull(documentRequirements.category))
    .orderBy(asc(documentRequirements.category), asc(documentRequirements.kind));
  const out = new Map<string, DocumentRule[]>();
  for (const row of rows) out.set(row.category!, [...(out.get(row.category!) ?? []), toRule(row)]);
  return out;
}

/**
 * Replaces a brand's (or a category's) rules with these: a kind listed with no documents says
 * "none" (and, for a brand, overrides its category); a kind not listed follows the default.
 */
export async function replaceRules(
  tx: Db,
  owner: { brand_id: string } | { category: BrandCategory },
  rules: readonly DocumentRule[],
  now = new Date(),
): Promise<void> {
  const where =
    'brand_id' in owner
      ? eq(documentRequirements.brand_id, owner.brand_id)
      : eq(documentRequirements.category, owner.category);
  await tx.delete(documentRequirements).where(where);
  if (rules.length === 0) return;
  await tx.insert(documentRequirements).values(
    rules.map((r) => ({
      brand_id: 'brand_id' in owner ? owner.brand_id : null,
      category: 'category' in owner ? owner.category : null,
      kind: r.kind,
      document_types: [...r.document_types],
      updated_at: now,
    })),
  );
}

/** Brand rules for an export, keyed by brand id. */
export async function rulesOfBrands(
  db: Db,
  brandIds: readonly string[],
): Promise<Map<string, DocumentRule[]>> {
  if (brandIds.length === 0) return new Map();
  return (await loadRuleBook(db, brandIds, [])).byBrand;
}
