import { and, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_BRAND_CLAIMS_PAGE, type AdminBrandClaim } from '@updately/shared/business-api';
import type { Db } from '../../db/client';
import { brandClaims, brandDirectory, organizations, users } from '../../db/schema';
import { brandClaimView, brandColumns } from '../../platform/business/brand-claims';
import { claimMatch } from '../../platform/business/claim-match';
import { cursorTime, decodeCursor, encodeCursor } from './admin-list-cursor';

const decidedOrCreated = sql`coalesce(${brandClaims.decided_at}, ${brandClaims.created_at})`;

/**
 * Claims for the admin area, last decided or asked first, with the organisation and who asked:
 * one page after `cursor` (keyset on that time and the id), so the page's cost stays flat as
 * organisations claim thousands of brands.
 */
export async function listBrandClaimsForAdmin(
  db: Db,
  where: { status?: string; limit?: number; cursor?: string },
): Promise<{ items: AdminBrandClaim[]; next_cursor: string | null }> {
  const limit = where.limit ?? ADMIN_BRAND_CLAIMS_PAGE;
  const after = where.cursor ? decodeCursor(where.cursor) : null;
  const rows = await db
    .select({
      claim: brandClaims,
      brand: brandColumns,
      organization_name: organizations.name,
      requested_by_email: users.email,
      at: cursorTime(decidedOrCreated),
    })
    .from(brandClaims)
    .innerJoin(brandDirectory, eq(brandDirectory.id, brandClaims.brand_id))
    .innerJoin(organizations, eq(organizations.id, brandClaims.organization_id))
    .leftJoin(users, eq(users.id, brandClaims.requested_by_user_id))
    .where(
      and(
        where.status ? eq(brandClaims.status, where.status) : undefined,
        after
          ? sql`(${decidedOrCreated}, ${brandClaims.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(decidedOrCreated), desc(brandClaims.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      ...brandClaimView(r.claim, r.brand),
      organization_name: r.organization_name,
      requested_by_email: r.requested_by_email,
      revoke_reason: r.claim.revoke_reason,
      match: claimMatch({
        brandName: r.brand.name,
        brandWebsite: r.brand.website,
        organizationName: r.organization_name,
        requesterEmail: r.requested_by_email,
      }),
    })),
    next_cursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.claim.id }) : null,
  };
}
