import { sql } from 'drizzle-orm';
import {
  bestChannelOfBrand,
  WRITTEN_CHANNELS,
  type BestChannel,
  type BrandCoverage,
  type CoverageBrand,
  type CoverageBrandsPage,
  type CoverageBrandsQuery,
} from '@updately/shared/brand-coverage';
import { BEST_CHANNEL_ORDER } from '@updately/shared/brand-channels';
import { DEFAULT_HANDLED_KINDS } from '@updately/shared/request-kinds';
import type { UpdateChannel } from '@updately/shared/update-status';
import { queryRows, type Db } from '../../db/client';
import { decodeNameCursor, encodeNameCursor } from './admin-name-cursor';
import { doneByHand } from './brand-coverage-rollup';

const DEFAULT_KINDS = sql.raw(
  `array[${DEFAULT_HANDLED_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`,
);

/**
 * Each brand with what decides its best channel (as Review and send reads it), reduced to what
 * the channel depends on: whether there is an address, a form, a letter address, a phone number,
 * their purposes, an admin's channel and a claiming business's kinds. An admin's address for the
 * email channel is a first-request address. An empty value counts as none, as in JavaScript.
 */
const BRAND_CHANNEL_FACTS = sql`
  select b.id, b.name, b.slug,
    coalesce(coalesce(u.contact_email, b.contact_email) <> '', false) as has_email,
    case when u.contact_email <> '' then 'customer_service'
      else b.contact_email_purpose end as email_purpose,
    coalesce(b.web_form_url <> '', false) as has_web_form, b.web_form_purpose,
    coalesce(b.postal_address <> 'null'::jsonb, false) as has_postal_address,
    coalesce(b.phone <> '', false) as has_phone,
    u.channel as configured,
    case when c.id is null then null else coalesce(k.kinds, ${DEFAULT_KINDS}) end as handled_kinds
  from brand_directory b
  left join brand_update_channels u on u.brand_id = b.id
  left join brand_claims c on c.brand_id = b.id and c.status = 'verified'
  left join organization_request_kinds k on k.organization_id = c.organization_id`;

const FACT_COLUMNS = sql.raw(`has_email, email_purpose, has_web_form, web_form_purpose,
  has_postal_address, has_phone, configured, handled_kinds`);
/** The facts as one text (a row's text form): brands with the same one have the same channel. */
const SIGNATURE = sql`(${FACT_COLUMNS})::text`;

type Facts = {
  has_email: boolean;
  email_purpose: string | null;
  has_web_form: boolean;
  web_form_purpose: string | null;
  has_postal_address: boolean;
  has_phone: boolean;
  configured: UpdateChannel | null;
  handled_kinds: string[] | null;
};

/** The shared rule (bestChannelOfBrand) on the facts: present values stand in for the real ones. */
const bestChannelOf = (facts: Facts): BestChannel =>
  bestChannelOfBrand({
    contact_email: facts.has_email ? 'present' : null,
    contact_email_purpose: facts.email_purpose,
    web_form_url: facts.has_web_form ? 'present' : null,
    web_form_purpose: facts.web_form_purpose,
    postal_address: facts.has_postal_address ? true : null,
    phone: facts.has_phone ? 'present' : null,
    configured: facts.configured,
    handled_kinds: facts.handled_kinds,
  } satisfies CoverageBrand);

/**
 * The kinds of brand (the same facts, so the same best channel: a few dozen in the directory),
 * each with its channel and how many brands are of it. The whole directory is grouped in the
 * database; only the kinds come to the app (issue 28: reading every brand into the app kept its
 * one thread busy 50 ms a call).
 */
async function brandKinds(db: Db) {
  const kinds = await queryRows<Facts & { brands: number; signature: string }>(
    db,
    sql`select ${FACT_COLUMNS}, count(*)::int as brands, ${SIGNATURE} as signature
        from (${BRAND_CHANNEL_FACTS}) f group by ${FACT_COLUMNS}`,
  );
  return kinds.map((kind) => ({ ...kind, channel: bestChannelOf(kind) }));
}

/** GET /api/admin/brand-coverage: brands counted by best channel, and what people do by hand. */
export async function brandCoverage(db: Db): Promise<BrandCoverage> {
  const [kinds, byHand] = await Promise.all([brandKinds(db), doneByHand(db)]);
  const counts = new Map<BestChannel, number>();
  for (const kind of kinds) counts.set(kind.channel, (counts.get(kind.channel) ?? 0) + kind.brands);
  const byChannel = BEST_CHANNEL_ORDER.map((channel) => ({
    channel,
    count: counts.get(channel) ?? 0,
  }));
  const handBrands = byHand.length
    ? await queryRows<Facts & BriefBrand>(
        db,
        sql`select * from (${BRAND_CHANNEL_FACTS}) f where id in (${sql.join(
          byHand.map((row) => sql`${row.brand_id}::uuid`),
          sql`, `,
        )})`,
      )
    : [];
  const byId = new Map(handBrands.map((b) => [b.id, b]));
  return {
    total: byChannel.reduce((sum, g) => sum + g.count, 0),
    written: byChannel
      .filter((g) => WRITTEN_CHANNELS.includes(g.channel))
      .reduce((sum, g) => sum + g.count, 0),
    by_channel: byChannel,
    done_by_hand: byHand.flatMap((row) => {
      const brand = byId.get(row.brand_id);
      return brand
        ? [
            {
              id: brand.id,
              name: brand.name,
              slug: brand.slug,
              best_channel: bestChannelOf(brand),
              requests: Number(row.requests),
              journeys: Number(row.journeys),
            },
          ]
        : [];
    }),
  };
}

type BriefBrand = { id: string; name: string; slug: string };

const BY_NAME = sql.raw(`lower(name) collate "C"`);

/**
 * GET /api/admin/brand-coverage/brands: a page of the brands `channel` is best for, by name
 * (case-insensitive, then id), after `cursor`. The kinds of brand decide which facts are that
 * channel's; the database then reads those brands a page at a time.
 */
export async function coverageBrands(
  db: Db,
  query: CoverageBrandsQuery,
): Promise<CoverageBrandsPage> {
  const after = query.cursor ? decodeNameCursor(query.cursor) : null;
  const signatures = (await brandKinds(db))
    .filter((kind) => kind.channel === query.channel)
    .map((kind) => sql`${kind.signature}`);
  if (signatures.length === 0) return { items: [], next_cursor: null };
  const rows = await queryRows<BriefBrand>(
    db,
    sql`select id, name, slug from (${BRAND_CHANNEL_FACTS}) f
        where ${SIGNATURE} in (${sql.join(signatures, sql`, `)})
          ${after ? sql`and (${BY_NAME}, id) > (lower(${after.name}) collate "C", ${after.id}::uuid)` : sql``}
        order by ${BY_NAME}, id
        limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page,
    next_cursor: rows.length > query.limit && last ? encodeNameCursor(last.name, last.id) : null,
  };
}
