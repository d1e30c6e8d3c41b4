import { and, desc, eq, gt, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandClaimFailures } from '../../db/schema';

/** Wrong codes per organisation and brand that lock the code path, and for how long they count. */
export const CLAIM_LOCK_FAILURES = 10;
export const CLAIM_LOCK_WINDOW_MS = 24 * 60 * 60_000;

const since = (now: Date) => new Date(now.getTime() - CLAIM_LOCK_WINDOW_MS);

/**
 * When the lock ends, as SQL for a list: the 10th most recent wrong code of the last 24 hours,
 * plus 24 hours (before then, 10 wrong codes still fall within a day). Null: not locked.
 */
export function lockedUntilSql(
  organizationId: AnyColumn | string,
  brandId: AnyColumn | string,
  now: Date,
): SQL<string | null> {
  return sql<string | null>`(
    select ${brandClaimFailures.failed_at} + interval '24 hours'
    from ${brandClaimFailures}
    where ${brandClaimFailures.organization_id} = ${organizationId}
      and ${brandClaimFailures.brand_id} = ${brandId}
      and ${brandClaimFailures.failed_at} > ${since(now).toISOString()}
    order by ${brandClaimFailures.failed_at} desc
    offset ${CLAIM_LOCK_FAILURES - 1} limit 1
  )`;
}

export async function claimLockedUntil(
  db: Db,
  organizationId: string,
  brandId: string,
  now = new Date(),
): Promise<Date | null> {
  const [tenth] = await db
    .select({ failed_at: brandClaimFailures.failed_at })
    .from(brandClaimFailures)
    .where(
      and(
        eq(brandClaimFailures.organization_id, organizationId),
        eq(brandClaimFailures.brand_id, brandId),
        gt(brandClaimFailures.failed_at, since(now)),
      ),
    )
    .orderBy(desc(brandClaimFailures.failed_at))
    .offset(CLAIM_LOCK_FAILURES - 1)
    .limit(1);
  return tenth ? new Date(tenth.failed_at.getTime() + CLAIM_LOCK_WINDOW_MS) : null;
}

/** One wrong code; failures older than the window are dropped as new ones come. */
export async function recordClaimFailure(
  db: Db,
  organizationId: string,
  brandId: string,
  now = new Date(),
): Promise<void> {
  await db
    .delete(brandClaimFailures)
    .where(
      and(
        eq(brandClaimFailures.organization_id, organizationId),
        eq(brandClaimFailures.brand_id, brandId),
        lt(brandClaimFailures.failed_at, since(now)),
      ),
    );
  await db
    .insert(brandClaimFailures)
    .values({ organization_id: organizationId, brand_id: brandId, failed_at: now });
}

export function lockedMessage(until: Date): string {
  return `Too many wrong codes for this brand: no code is taken before ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC. Prove it with a DNS record instead, or ask for an administrator's review.`;
}
