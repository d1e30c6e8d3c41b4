import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  brandCategoryLabel,
  groupDataItems,
  type BrandDetail,
  type BrandPage,
  type BrandSummary,
} from '@updately/shared/brands-api';
import { BRAND_SETS, type BrandSet } from '@updately/shared/brands';
import type { UpdateChannel } from '@updately/shared/update-status';
import {
  chooseChannelForKind,
  formatAuPhone,
  postalAddressLines,
} from '@updately/shared/brand-channels';
import { coverageOptions } from '@updately/shared/brand-coverage';
import type { Db } from '../../db/client';
import { brandDirectory, brandUpdateChannels, digitalFootprints } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const BRAND_NOT_FOUND = 'Brand not found';

export type BrandSearch = {
  q?: string;
  category?: string;
  tag?: string;
  set?: BrandSet;
  page: number;
  pageSize: number;
};

const summaryColumns = {
  id: brandDirectory.id,
  slug: brandDirectory.slug,
  name: brandDirectory.name,
  category: brandDirectory.category,
  footprint_tags: brandDirectory.footprint_tags,
  data_collection_items: brandDirectory.data_collection_items,
  website: brandDirectory.website,
  added: sql<boolean>`${digitalFootprints.id} is not null`,
  configured_channel: brandUpdateChannels.channel,
  override_email: brandUpdateChannels.contact_email,
  contact_email: brandDirectory.contact_email,
  contact_email_purpose: brandDirectory.contact_email_purpose,
  web_form_url: brandDirectory.web_form_url,
  web_form_purpose: brandDirectory.web_form_purpose,
  postal_address: brandDirectory.postal_address,
  phone: brandDirectory.phone,
};
const channelJoin = eq(brandUpdateChannels.brand_id, brandDirectory.id);

// At most one row per brand: (user_id, brand_id) is unique, and its index serves the join.
const callerFootprint = (userId: string) =>
  and(
    eq(digitalFootprints.brand_id, brandDirectory.id),
    eq(digitalFootprints.user_id, userId),
    isNull(digitalFootprints.journey_id),
  );

/**
 * One page of the directory ordered by name (a search puts the best matches first) (case-insensitive, the same on PGlite and
 * PostgreSQL whatever their collation), with the total of matches from the same query
 * (a window count); a second count query runs only for a page past the end.
 */
export async function searchBrands(
  db: Db,
  userId: string,
  search: BrandSearch,
): Promise<BrandPage> {
  const where = and(...brandFilters(search));
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(brandDirectory)
    .leftJoin(digitalFootprints, callerFootprint(userId))
    .leftJoin(brandUpdateChannels, channelJoin)
    .where(where)
    .orderBy(
      ...(search.q ? [matchRank(search.q)] : []),
      sql`lower(${brandDirectory.name}) collate "C"`,
      asc(brandDirectory.id),
    )
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
  const total = rows[0]?.total ?? (search.page > 1 ? await db.$count(brandDirectory, where) : 0);
  return {
    items: rows.map(({ total: _total, ...brand }) => toBrandSummary(brand)),
    total,
    page: search.page,
    pageSize: search.pageSize,
  };
}

export async function getBrand(db: Db, userId: string, id: string): Promise<BrandDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      account_settings_url: brandDirectory.account_settings_url,
      phone_hours: brandDirectory.phone_hours,
    })
    .from(brandDirectory)
    .leftJoin(digitalFootprints, callerFootprint(userId))
    .leftJoin(brandUpdateChannels, channelJoin)
    .where(eq(brandDirectory.id, id));
  if (!row) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return {
    ...toBrandSummary(row),
    account_settings_url: row.account_settings_url,
    contact_email: row.contact_email,
    web_form_url: row.web_form_url,
    web_form_purpose: row.web_form_purpose,
    postal_address_lines: row.postal_address ? postalAddressLines(row.postal_address) : [],
    phone: row.phone,
    phone_display: row.phone ? formatAuPhone(row.phone) : null,
    phone_hours: row.phone_hours,
    data_groups: groupDataItems(row.data_collection_items),
  };
}

function brandFilters(search: BrandSearch): SQL[] {
  const filters: SQL[] = [];
  if (search.q) filters.push(ilike(brandDirectory.name, `%${escapeLike(search.q)}%`));
  if (search.category) filters.push(eq(brandDirectory.category, search.category));
  if (search.set) filters.push(inArray(brandDirectory.slug, [...BRAND_SETS[search.set]]));
  if (search.tag) {
    filters.push(
      sql`${brandDirectory.footprint_tags} @> array[${search.tag.toLowerCase()}]::text[]`,
    );
  }
  return filters;
}

/**
 * With a search, the best matches first: the exact name, then names that start with it, then a
 * word that starts with it ("ING" finds ING before "Booking.com").
 */
function matchRank(q: string): SQL {
  const text = q.toLowerCase();
  const prefix = `${escapeLike(text)}%`;
  const word = `% ${escapeLike(text)}%`;
  return sql`case when lower(${brandDirectory.name}) = ${text} then 0
    when lower(${brandDirectory.name}) like ${prefix} then 1
    when lower(${brandDirectory.name}) like ${word} then 2 else 3 end`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

type SummaryRow = Omit<BrandSummary, 'category_label' | 'channel'> & {
  configured_channel: UpdateChannel | null;
  override_email: string | null;
  contact_email: string | null;
  contact_email_purpose: string | null;
  web_form_url: string | null;
  web_form_purpose: string | null;
  postal_address: unknown;
  phone: string | null;
};

/**
 * The channel is chosen as Review and send chooses it for a change of address (the brand's real
 * options, API → email → web form → letter → phone → manual), so the picker promises what happens.
 */
function toBrandSummary(row: SummaryRow): BrandSummary {
  const options = coverageOptions({
    ...row,
    contact_email: row.override_email ?? row.contact_email,
    contact_email_purpose: row.override_email ? 'customer_service' : row.contact_email_purpose,
    configured: row.configured_channel,
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    category_label: brandCategoryLabel(row.category),
    footprint_tags: row.footprint_tags,
    data_collection_items: row.data_collection_items,
    website: row.website,
    added: row.added,
    channel: chooseChannelForKind(options, 'change_of_address').channel,
  };
}
