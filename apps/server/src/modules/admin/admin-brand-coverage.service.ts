import { and, eq, sql } from 'drizzle-orm';
import {
  bestChannelOfBrand,
  coverageByChannel,
  WRITTEN_CHANNELS,
  type BrandCoverage,
  type CoverageBrand,
} from '@updately/shared/brand-coverage';
import { DEFAULT_HANDLED_KINDS } from '@updately/shared/request-kinds';
import type { UpdateChannel } from '@updately/shared/update-status';
import type { Db } from '../../db/client';
import {
  brandClaims,
  brandDirectory,
  brandUpdateChannels,
  organizationRequestKinds,
} from '../../db/schema';
import { doneByHand } from './brand-coverage-rollup';

const DEFAULT_KINDS = sql.raw(
  `array[${DEFAULT_HANDLED_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`,
);

type Brand = CoverageBrand & { id: string; name: string; slug: string };

/** Every brand with what decides its best channel (as Review and send reads it): one query. */
async function coverageBrands(db: Db): Promise<Brand[]> {
  const rows = await db
    .select({
      id: brandDirectory.id,
      name: brandDirectory.name,
      slug: brandDirectory.slug,
      contact_email: brandDirectory.contact_email,
      contact_email_purpose: brandDirectory.contact_email_purpose,
      override_email: brandUpdateChannels.contact_email,
      web_form_url: brandDirectory.web_form_url,
      web_form_purpose: brandDirectory.web_form_purpose,
      postal_address: brandDirectory.postal_address,
      phone: brandDirectory.phone,
      configured: brandUpdateChannels.channel,
      handled_kinds: sql<
        string[] | null
      >`case when ${brandClaims.id} is null then null else coalesce(${organizationRequestKinds.kinds}, ${DEFAULT_KINDS}) end`,
    })
    .from(brandDirectory)
    .leftJoin(brandUpdateChannels, eq(brandUpdateChannels.brand_id, brandDirectory.id))
    .leftJoin(
      brandClaims,
      and(eq(brandClaims.brand_id, brandDirectory.id), eq(brandClaims.status, 'verified')),
    )
    .leftJoin(
      organizationRequestKinds,
      eq(organizationRequestKinds.organization_id, brandClaims.organization_id),
    )
    .orderBy(sql`lower(${brandDirectory.name}) collate "C"`, brandDirectory.id);
  return rows.map(({ override_email, ...row }) => ({
    ...row,
    // An admin's address for the email channel is a first-request address.
    contact_email: override_email ?? row.contact_email,
    contact_email_purpose: override_email ? 'customer_service' : row.contact_email_purpose,
    configured: row.configured as UpdateChannel | null,
  }));
}

/** GET /api/admin/brand-coverage: brands by best channel, and what people still do by hand. */
export async function brandCoverage(db: Db): Promise<BrandCoverage> {
  const brands = await coverageBrands(db);
  const byHand = await doneByHand(db);
  const byId = new Map(brands.map((b) => [b.id, b]));
  const groups = coverageByChannel(brands);
  const brief = (b: Brand) => ({ id: b.id, name: b.name, slug: b.slug });
  return {
    total: brands.length,
    written: groups
      .filter((g) => WRITTEN_CHANNELS.includes(g.channel))
      .reduce((sum, g) => sum + g.brands.length, 0),
    by_channel: groups.map((g) => ({
      channel: g.channel,
      count: g.brands.length,
      brands: g.brands.map(brief),
    })),
    done_by_hand: byHand.flatMap((row) => {
      const brand = byId.get(row.brand_id);
      return brand
        ? [
            {
              ...brief(brand),
              best_channel: bestChannelOfBrand(brand),
              requests: Number(row.requests),
              journeys: Number(row.journeys),
            },
          ]
        : [];
    }),
  };
}
