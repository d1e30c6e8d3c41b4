import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  brandSlug,
  inCatalogueOrder,
  type AdminBrand,
  type AdminBrandDetail,
  type AdminBrandList,
  type BrandFieldError,
  type BrandFileFormat,
  type BrandImportResult,
  type BrandMergeResult,
  type BrandUsage,
  type BrandValues,
  type adminBrandExportQuerySchema,
  type adminBrandListQuerySchema,
} from '@updately/shared/admin-brands-api';
import { brandCategoryLabel } from '@updately/shared/brands-api';
import { rulesToText, type DocumentRule } from '@updately/shared/document-requirements';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  brandClaims,
  brandDirectory,
  brandFieldMappings,
  brandUpdateChannels,
  digitalFootprints,
  organizations,
  updateConsents,
  updateRequests,
  usageLedger,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { replaceRules, rulesOfBrands } from '../documents-required/document-rules.service';
import type { ErrorCode } from '@updately/shared/api-error';
import { canonicalAddress, CHANNEL_COLUMNS, channelRecord } from './admin-brand-channels';
import {
  brandsToCsv,
  brandsToJson,
  MAX_REPORTED_ERRORS,
  parseBrandFile,
  type BrandFileRecord,
} from './admin-brands-import';

export const BRAND_NOT_FOUND = 'Brand not found';
export const MERGE_TARGET_NOT_FOUND = 'The brand to merge into was not found';

type BrandRow = typeof brandDirectory.$inferSelect;
type ListQuery = z.output<typeof adminBrandListQuerySchema>;
type ExportQuery = z.output<typeof adminBrandExportQuerySchema>;

/** An error answered with every problem (`error.details`): a form's fields, an import's rows. */
export class BrandDetailsError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly details: BrandFieldError[],
  ) {
    super(code, message);
  }
}

type BrandAuditEntry = {
  action: string;
  resourceId: string;
  oldValues?: unknown;
  newValues?: unknown;
  metadata?: Record<string, unknown>;
};

/** The admin at work: the database, and their audit entries (resource BRAND) in a transaction. */
export type BrandAdmin = {
  db: Db;
  audit: (tx: Tx, entries: BrandAuditEntry[]) => Promise<unknown>;
};

/** The consumer directory's row mapping (category label), with the fields only admins edit. */
export function toAdminBrand(row: BrandRow): AdminBrand {
  return {
    ...row,
    category_label: brandCategoryLabel(row.category),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A brand as files and audit entries hold it (no ids or times). */
export function toFileRecord(row: BrandRow, rules?: readonly DocumentRule[]): BrandFileRecord {
  return {
    ...(rules ? { required_documents: rulesToText(rules) } : {}),
    slug: row.slug,
    name: row.name,
    category: row.category,
    footprint_tags: row.footprint_tags,
    data_collection_items: row.data_collection_items,
    website: row.website,
    account_settings_url: row.account_settings_url,
    contact_email: row.contact_email,
    contact_email_source: row.contact_email_source,
    contact_email_checked_on: row.contact_email_checked_on,
    logo_url: row.logo_url,
    contact_email_purpose: row.contact_email_purpose,
    ...channelRecord(row),
  };
}

/** The fields that differ, before and after. */
function changes(before: BrandFileRecord, after: BrandFileRecord) {
  const keys = (Object.keys(after) as (keyof BrandFileRecord)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    changed: keys.length > 0,
    oldValues: Object.fromEntries(keys.map((key) => [key, before[key]])),
    newValues: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A value's day: as given; else kept when the value and its source did not change; else today. */
function checkedOn(
  value: unknown,
  source: string | null,
  day: string | null,
  before: { value: unknown; source: string | null; day: string | null } | undefined,
): string | null {
  if (value === null) return null;
  if (day) return day;
  const same =
    before !== undefined &&
    JSON.stringify(before.value) === JSON.stringify(value) &&
    before.source === source;
  return (same ? before.day : null) ?? today();
}

/**
 * The columns an admin sets. An address keeps the day its source was checked when neither
 * changed, and gets today when it did and no day was given; no address, no day.
 */
function columnsOf(values: BrandValues, before?: BrandRow) {
  const sameContact =
    before?.contact_email === values.contact_email &&
    before?.contact_email_source === values.contact_email_source;
  const contactCheckedOn = values.contact_email
    ? (values.contact_email_checked_on ??
      (sameContact ? before?.contact_email_checked_on : null) ??
      today())
    : null;
  // An address given without its purpose is the customer-service address the editor asks for.
  const purpose = values.contact_email
    ? (values.contact_email_purpose ?? 'customer_service')
    : null;
  return {
    ...values,
    postal_address: values.postal_address && canonicalAddress(values.postal_address),
    contact_email_purpose: purpose,
    contact_email_checked_on: contactCheckedOn,
    web_form_purpose: values.web_form_url ? values.web_form_purpose : null,
    web_form_checked_on: checkedOn(
      values.web_form_url,
      values.web_form_source,
      values.web_form_checked_on,
      before && {
        value: before.web_form_url,
        source: before.web_form_source,
        day: before.web_form_checked_on,
      },
    ),
    postal_address_checked_on: checkedOn(
      values.postal_address,
      values.postal_address_source,
      values.postal_address_checked_on,
      before && {
        value: before.postal_address && canonicalAddress(before.postal_address),
        source: before.postal_address_source,
        day: before.postal_address_checked_on,
      },
    ),
    phone_checked_on: checkedOn(
      values.phone,
      values.phone_source,
      values.phone_checked_on,
      before && { value: before.phone, source: before.phone_source, day: before.phone_checked_on },
    ),
  };
}

function searchFilter(query: { q?: string; category?: string }): SQL | undefined {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(brandDirectory.name, pattern), ilike(brandDirectory.slug, pattern))!);
  }
  if (query.category) filters.push(eq(brandDirectory.category, query.category));
  return and(...filters);
}

// Case-insensitive and the same on PGlite and PostgreSQL whatever their collation (as /api/brands).
const byName = sql`lower(${brandDirectory.name}) collate "C"`;

/** One page of the directory (offset paging: it holds hundreds to thousands of brands). */
export async function listAdminBrands(db: Db, query: ListQuery): Promise<AdminBrandList> {
  const where = searchFilter(query);
  const dir = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'category'
      ? [dir(brandDirectory.category), asc(byName)]
      : query.sort === 'updated_at'
        ? [dir(brandDirectory.updated_at)]
        : [dir(byName)];
  const rows = await db
    .select({
      ...getTableColumns(brandDirectory),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(brandDirectory)
    .where(where)
    .orderBy(...order, asc(brandDirectory.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = rows[0]?.total ?? (query.offset > 0 ? await db.$count(brandDirectory, where) : 0);
  return {
    items: rows.map(({ total: _total, ...row }) => toAdminBrand(row)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

/** Sequential: inside a transaction they share one connection. */
async function brandUsage(db: Db | Tx, id: string): Promise<BrandUsage> {
  const [footprints] = await db
    .select({ n: count() })
    .from(digitalFootprints)
    .where(eq(digitalFootprints.brand_id, id));
  const [requests] = await db
    .select({ n: count() })
    .from(updateRequests)
    .where(eq(updateRequests.brand_id, id));
  const [claim] = await db
    .select({ name: organizations.name })
    .from(brandClaims)
    .innerJoin(organizations, eq(organizations.id, brandClaims.organization_id))
    .where(and(eq(brandClaims.brand_id, id), eq(brandClaims.status, 'verified')));
  return {
    footprints: footprints?.n ?? 0,
    update_requests: requests?.n ?? 0,
    claimed_by: claim?.name ?? null,
  };
}

export async function getAdminBrand(db: Db, id: string): Promise<AdminBrandDetail> {
  const [row] = await db.select().from(brandDirectory).where(eq(brandDirectory.id, id));
  if (!row) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return { brand: toAdminBrand(row), usage: await brandUsage(db, id) };
}

async function lockBrand(tx: Tx, id: string): Promise<BrandRow> {
  const [row] = await tx
    .select()
    .from(brandDirectory)
    .where(eq(brandDirectory.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return row;
}

/** A new brand; its slug comes from its name and must be free. */
export async function createAdminBrand(
  admin: BrandAdmin,
  values: BrandValues,
): Promise<AdminBrand> {
  const slug = brandSlug(values.name);
  if (!slug) {
    const message = 'Use a name with letters or digits (the brand’s address is made from it).';
    throw new BrandDetailsError('VALIDATION_FAILED', message, [{ field: 'name', message }]);
  }
  return admin.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(brandDirectory)
      .values({ ...columnsOf(values), slug })
      .onConflictDoNothing({ target: brandDirectory.slug })
      .returning();
    if (!row) {
      const message = `A brand with the address “${slug}” exists already: edit that one, or choose another name.`;
      throw new BrandDetailsError('CONFLICT', message, [{ field: 'name', message }]);
    }
    await admin.audit(tx, [
      { action: 'admin.brand.created', resourceId: row.id, newValues: toFileRecord(row) },
    ]);
    return toAdminBrand(row);
  });
}

/** Every field an admin edits (the slug stays: files and named sets refer to it). */
export async function updateAdminBrand(
  admin: BrandAdmin,
  id: string,
  values: BrandValues,
): Promise<AdminBrand> {
  return admin.db.transaction(async (tx) => {
    const before = await lockBrand(tx, id);
    const next = { ...before, ...columnsOf(values, before) };
    const diff = changes(toFileRecord(before), toFileRecord(next));
    // An edit that changes nothing writes nothing (and no audit entry).
    if (!diff.changed) return toAdminBrand(before);
    const [after] = await tx
      .update(brandDirectory)
      .set({ ...columnsOf(values, before), updated_at: new Date() })
      .where(eq(brandDirectory.id, id))
      .returning();
    await admin.audit(tx, [
      {
        action: 'admin.brand.updated',
        resourceId: id,
        oldValues: diff.oldValues,
        newValues: diff.newValues,
        metadata: { slug: before.slug },
      },
    ]);
    return toAdminBrand(after!);
  });
}

function usageText(usage: BrandUsage): string {
  const parts = [
    usage.footprints > 0 ? plural(usage.footprints, 'footprint') : null,
    usage.update_requests > 0 ? plural(usage.update_requests, 'update request') : null,
    usage.claimed_by ? `a verified claim by ${usage.claimed_by}` : null,
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Deletes a brand nothing uses: no footprint, no update request, no verified claim (else 409).
 * Its configured channel, field mappings and pending or rejected claims go with it (cascade).
 */
export async function deleteAdminBrand(admin: BrandAdmin, id: string): Promise<void> {
  await admin.db.transaction(async (tx) => {
    // Locked first: a footprint added meanwhile waits for this transaction, then finds no brand.
    const brand = await lockBrand(tx, id);
    const usage = await brandUsage(tx, id);
    if (usage.footprints > 0 || usage.update_requests > 0 || usage.claimed_by) {
      throw new AppError(
        'CONFLICT',
        `${brand.name} is in use (${usageText(usage)}), so it can't be deleted. Merge it into another brand instead.`,
      );
    }
    await tx.delete(brandDirectory).where(eq(brandDirectory.id, id));
    await admin.audit(tx, [
      { action: 'admin.brand.deleted', resourceId: id, oldValues: toFileRecord(brand) },
    ]);
  });
}

const OPEN_REQUEST = sql.raw(`('cancelled', 'expired', 'rejected')`);

/**
 * Merges brand `sourceId` into `targetId` in one transaction, then deletes the source. For each
 * table that refers to a brand:
 * - digital_footprints: re-pointed to the target. A person with a footprint of each (UNIQUE
 *   (user_id, brand_id), or one per journey for its own companies) keeps their target footprint,
 *   which gains the source one's tags; the source footprint's journey links move to it (a journey that links both keeps the target's
 *   link and its settings), its update requests move to it (except an open request in a journey
 *   that has an open one for the target: it stays on the old footprint id, as when a person
 *   deletes a footprint), and the source footprint is deleted.
 * - update_requests, update_consents, usage_ledger (history and billing): brand_id re-pointed.
 * - brand_claims: re-pointed; a pending claim whose organisation has one pending for the target
 *   too is dropped. Both brands verified by businesses: refused (409), a brand has one owner.
 * - brand_update_channels: the target's own kept; the source's moved when the target has none,
 *   else dropped.
 * - brand_field_mappings: the target's kept; the source's moved for fields the target lacks.
 * - The target brand keeps its own values and fills gaps from the source: tags and data items
 *   are combined, empty fields (website, address, logo...) take the source's.
 */
export async function mergeAdminBrands(
  admin: BrandAdmin,
  sourceId: string,
  targetId: string,
): Promise<BrandMergeResult> {
  if (sourceId === targetId) {
    const message = 'Choose another brand: a brand cannot be merged into itself.';
    throw new BrandDetailsError('VALIDATION_FAILED', message, [{ field: 'target_id', message }]);
  }
  return admin.db.transaction(async (tx) => {
    // Both rows locked (in id order, as any other merge would): footprints, requests and claims
    // of either brand added meanwhile wait for this transaction.
    const locked = await tx
      .select()
      .from(brandDirectory)
      .where(inArray(brandDirectory.id, [sourceId, targetId]))
      .orderBy(asc(brandDirectory.id))
      .for('update');
    const source = locked.find((b) => b.id === sourceId);
    const target = locked.find((b) => b.id === targetId);
    if (!source) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
    if (!target) {
      throw new BrandDetailsError('NOT_FOUND', MERGE_TARGET_NOT_FOUND, [
        { field: 'target_id', message: MERGE_TARGET_NOT_FOUND },
      ]);
    }
    const verified = await tx
      .select({ brand_id: brandClaims.brand_id })
      .from(brandClaims)
      .where(
        and(
          inArray(brandClaims.brand_id, [sourceId, targetId]),
          eq(brandClaims.status, 'verified'),
        ),
      );
    if (verified.length > 1) {
      throw new AppError(
        'CONFLICT',
        `${source.name} and ${target.name} are each claimed by a business, and a brand has one owner: they can't be merged.`,
      );
    }

    const S = sql`${sourceId}::uuid`;
    const T = sql`${targetId}::uuid`;
    // People with a footprint of each brand: `s` their source footprint, `t` their target one.
    const both = sql`${digitalFootprints} s join ${digitalFootprints} t
      on t.user_id = s.user_id and t.journey_id is not distinct from s.journey_id
        and t.brand_id = ${T} where s.brand_id = ${S}`;
    // Writers of journey links take this per-person lock (migration 0004): in user order.
    await tx.execute(sql`select journey_links_lock_user(u) from (
      select distinct s.user_id as u from ${both} order by 1) people`);
    await tx.execute(sql`
      update ${digitalFootprints} tf set tags = array(
        select tag from unnest(tf.tags || s.tags) with ordinality as u(tag, n)
        group by tag order by min(n))
      from ${digitalFootprints} s
      where s.brand_id = ${S} and tf.brand_id = ${T} and tf.user_id = s.user_id
        and tf.journey_id is not distinct from s.journey_id and not (s.tags <@ tf.tags)`);
    // Links go through the person's journeys, so the key (journey_id, footprint_id) finds them.
    await tx.execute(sql`
      delete from journey_footprints jf using ${digitalFootprints} s, ${digitalFootprints} t, journeys j
      where s.brand_id = ${S} and t.brand_id = ${T} and t.user_id = s.user_id
        and t.journey_id is not distinct from s.journey_id
        and j.user_id = s.user_id and jf.journey_id = j.id and jf.footprint_id = s.id
        and exists (select 1 from journey_footprints x where x.journey_id = j.id and x.footprint_id = t.id)`);
    await tx.execute(sql`
      update journey_footprints jf set footprint_id = t.id
      from ${digitalFootprints} s, ${digitalFootprints} t, journeys j
      where s.brand_id = ${S} and t.brand_id = ${T} and t.user_id = s.user_id
        and t.journey_id is not distinct from s.journey_id
        and j.user_id = s.user_id and jf.journey_id = j.id and jf.footprint_id = s.id`);
    await tx.execute(sql`
      update ${updateRequests} r set footprint_id = t.id
      from ${digitalFootprints} s, ${digitalFootprints} t
      where s.brand_id = ${S} and t.brand_id = ${T} and t.user_id = s.user_id
        and t.journey_id is not distinct from s.journey_id
        and r.user_id = s.user_id and r.footprint_id = s.id
        and not (r.status not in ${OPEN_REQUEST} and exists (
          select 1 from ${updateRequests} o where o.journey_id = r.journey_id
            and o.footprint_id = t.id and o.status not in ${OPEN_REQUEST}))`);
    const combined = (await tx.execute(sql`
      delete from ${digitalFootprints} s using ${digitalFootprints} t
      where s.brand_id = ${S} and t.brand_id = ${T} and t.user_id = s.user_id
        and t.journey_id is not distinct from s.journey_id
      returning s.id`)) as unknown as { rows: unknown[] };
    const footprints = await tx
      .update(digitalFootprints)
      .set({ brand_id: targetId })
      .where(eq(digitalFootprints.brand_id, sourceId))
      .returning({ id: digitalFootprints.id });

    const requests = await tx
      .update(updateRequests)
      .set({ brand_id: targetId })
      .where(eq(updateRequests.brand_id, sourceId))
      .returning({ id: updateRequests.id });
    await tx
      .update(updateConsents)
      .set({ brand_id: targetId })
      .where(eq(updateConsents.brand_id, sourceId));
    await tx
      .update(usageLedger)
      .set({ brand_id: targetId })
      .where(eq(usageLedger.brand_id, sourceId));

    await tx.execute(sql`
      delete from ${brandClaims} c where c.brand_id = ${S} and c.status = 'pending'
        and exists (select 1 from ${brandClaims} o where o.brand_id = ${T}
          and o.status = 'pending' and o.organization_id = c.organization_id)`);
    const claims = await tx
      .update(brandClaims)
      .set({ brand_id: targetId })
      .where(eq(brandClaims.brand_id, sourceId))
      .returning({ id: brandClaims.id });
    await tx.execute(sql`
      update ${brandUpdateChannels} set brand_id = ${T} where brand_id = ${S}
        and not exists (select 1 from ${brandUpdateChannels} where brand_id = ${T})`);
    await tx.execute(sql`
      update ${brandFieldMappings} m set brand_id = ${T} where m.brand_id = ${S}
        and not exists (select 1 from ${brandFieldMappings} x
          where x.brand_id = ${T} and x.field_type = m.field_type)`);

    const filled = {
      footprint_tags: [...new Set([...target.footprint_tags, ...source.footprint_tags])],
      data_collection_items: inCatalogueOrder([
        ...target.data_collection_items,
        ...source.data_collection_items,
      ]),
      website: target.website ?? source.website,
      account_settings_url: target.account_settings_url ?? source.account_settings_url,
      logo_url: target.logo_url ?? source.logo_url,
      ...(target.web_form_url ? {} : pick(source, CHANNEL_COLUMNS.slice(0, 4))),
      ...(target.postal_address ? {} : pick(source, CHANNEL_COLUMNS.slice(4, 7))),
      ...(target.phone ? {} : pick(source, CHANNEL_COLUMNS.slice(7))),
      ...(target.contact_email
        ? {}
        : {
            contact_email: source.contact_email,
            contact_email_purpose: source.contact_email_purpose,
            contact_email_source: source.contact_email_source,
            contact_email_checked_on: source.contact_email_checked_on,
          }),
    };
    await tx.delete(brandDirectory).where(eq(brandDirectory.id, sourceId));
    const [after] = await tx
      .update(brandDirectory)
      .set({ ...filled, updated_at: new Date() })
      .where(eq(brandDirectory.id, targetId))
      .returning();
    const moved = {
      footprints: footprints.length,
      combined_footprints: combined.rows.length,
      update_requests: requests.length,
      claims: claims.length,
    };
    const diff = changes(toFileRecord(target), toFileRecord(after!));
    await admin.audit(tx, [
      {
        action: 'admin.brand.merged',
        resourceId: targetId,
        oldValues: { source: { id: sourceId, ...toFileRecord(source) }, target: diff.oldValues },
        newValues: { target: diff.newValues },
        metadata: { source_id: sourceId, moved },
      },
    ]);
    return { brand: toAdminBrand(after!), moved };
  });
}

/** Every brand matching the filters, by name, as a file. */
export async function exportAdminBrands(
  db: Db,
  query: ExportQuery,
): Promise<{ body: string; contentType: string; filename: string }> {
  const rows = await db
    .select()
    .from(brandDirectory)
    .where(searchFilter(query))
    .orderBy(asc(byName), asc(brandDirectory.id));
  const rules = await rulesOfBrands(
    db,
    rows.map((r) => r.id),
  );
  const records = rows.map((row) => toFileRecord(row, rules.get(row.id) ?? []));
  const stamp = today();
  return query.format === 'csv'
    ? {
        body: brandsToCsv(records),
        contentType: 'text/csv; charset=utf-8',
        filename: `brands-${stamp}.csv`,
      }
    : {
        body: brandsToJson(records),
        contentType: 'application/json; charset=utf-8',
        filename: `brands-${stamp}.json`,
      };
}

const IMPORT_CHUNK = 500;

function pick<K extends keyof BrandRow>(row: BrandRow, keys: readonly K[]): Pick<BrandRow, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<BrandRow, K>;
}

/**
 * Imports a file all or nothing: every row is checked first, and one invalid row means nothing
 * is written (400 with each row's problems). Brands are matched by slug: new slugs are created,
 * known ones updated. A dry run answers the same preview and writes nothing.
 */
export async function importAdminBrands(
  admin: BrandAdmin,
  input: { format: BrandFileFormat; content: string; dry_run: boolean },
): Promise<BrandImportResult> {
  const parsed = parseBrandFile(input.format, input.content);
  if (!parsed.ok) {
    const rows = new Set(parsed.errors.map((e) => e.row).filter((r) => r !== undefined)).size;
    const problems = plural(parsed.errors.length, 'problem');
    const message =
      rows > 0
        ? `Nothing was imported: ${problems} in ${plural(rows, 'row')}.`
        : `Nothing was imported: ${parsed.errors[0]!.message}`;
    throw new BrandDetailsError(
      'VALIDATION_FAILED',
      parsed.errors.length > MAX_REPORTED_ERRORS
        ? `${message} The first ${MAX_REPORTED_ERRORS} are listed.`
        : message,
      parsed.errors.slice(0, MAX_REPORTED_ERRORS),
    );
  }
  const run = async (tx: Tx) => {
    const slugs = parsed.rows.map((r) => r.slug);
    const existing = new Map<string, BrandRow>();
    for (let i = 0; i < slugs.length; i += IMPORT_CHUNK) {
      const found = await tx
        .select()
        .from(brandDirectory)
        .where(inArray(brandDirectory.slug, slugs.slice(i, i + IMPORT_CHUNK)))
        .for('update');
      for (const row of found) existing.set(row.slug, row);
    }
    const rulesBefore = await rulesOfBrands(
      tx,
      [...existing.values()].map((b) => b.id),
    );
    const plan = parsed.rows.map(({ row, slug, values, documents }) => {
      const before = existing.get(slug);
      const columns = { ...columnsOf(values, before), slug };
      if (!before) return { row, slug, columns, documents, action: 'create' as const };
      const kept = rulesBefore.get(before.id) ?? [];
      const diff = changes(
        toFileRecord(before, kept),
        toFileRecord({ ...before, ...columns }, documents ?? kept),
      );
      return {
        row,
        slug,
        columns,
        documents,
        before,
        diff,
        action: diff.changed ? ('update' as const) : ('unchanged' as const),
      };
    });
    const result: BrandImportResult = {
      dry_run: input.dry_run,
      created: plan.filter((p) => p.action === 'create').length,
      updated: plan.filter((p) => p.action === 'update').length,
      unchanged: plan.filter((p) => p.action === 'unchanged').length,
      rows: plan.map(({ row, slug, columns, action }) => ({
        row,
        slug,
        name: columns.name,
        action,
      })),
    };
    if (input.dry_run) return result;

    const writes = plan.filter((p) => p.action !== 'unchanged');
    const now = new Date();
    const entries: BrandAuditEntry[] = [];
    for (let i = 0; i < writes.length; i += IMPORT_CHUNK) {
      const chunk = writes.slice(i, i + IMPORT_CHUNK);
      const saved = await tx
        .insert(brandDirectory)
        .values(chunk.map((p) => ({ ...p.columns, updated_at: now })))
        .onConflictDoUpdate({
          target: brandDirectory.slug,
          set: {
            name: sql`excluded.name`,
            category: sql`excluded.category`,
            footprint_tags: sql`excluded.footprint_tags`,
            data_collection_items: sql`excluded.data_collection_items`,
            website: sql`excluded.website`,
            account_settings_url: sql`excluded.account_settings_url`,
            contact_email: sql`excluded.contact_email`,
            contact_email_purpose: sql`excluded.contact_email_purpose`,
            contact_email_source: sql`excluded.contact_email_source`,
            contact_email_checked_on: sql`excluded.contact_email_checked_on`,
            logo_url: sql`excluded.logo_url`,
            ...Object.fromEntries(
              CHANNEL_COLUMNS.map((column) => [column, sql.raw(`excluded.${column}`)]),
            ),
            updated_at: sql`excluded.updated_at`,
          },
        })
        .returning();
      const bySlug = new Map(saved.map((row) => [row.slug, row]));
      for (const p of chunk) {
        const row = bySlug.get(p.slug)!;
        if (p.documents) await replaceRules(tx, { brand_id: row.id }, p.documents, now);
        entries.push(
          p.action === 'create'
            ? {
                action: 'admin.brand.imported',
                resourceId: row.id,
                newValues: toFileRecord(row, p.documents),
                metadata: { created: true, row: p.row, format: input.format },
              }
            : {
                action: 'admin.brand.imported',
                resourceId: row.id,
                oldValues: p.diff!.oldValues,
                newValues: p.diff!.newValues,
                metadata: { created: false, row: p.row, format: input.format },
              },
        );
      }
    }
    if (entries.length > 0) await admin.audit(tx, entries);
    return result;
  };
  return admin.db.transaction(run);
}
