import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminBrandClaim, BrandClaim } from '@updately/shared/business-api';
import type { Db, Tx } from '../../db/client';
import {
  brandClaims,
  brandDirectory,
  brandUpdateChannels,
  organizations,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import { fingerprint } from '../crypto/value-cipher';

export const BRAND_CLAIM_NOT_FOUND = 'No such claim';
export const BRAND_NOT_FOUND = 'No such brand in the directory';
export const CLAIM_CODE_TTL_MS = 30 * 60_000;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;

type ClaimRow = typeof brandClaims.$inferSelect;
type BrandRow = Pick<typeof brandDirectory.$inferSelect, 'id' | 'name' | 'website'>;

export function brandClaimView(row: ClaimRow, brand: BrandRow): BrandClaim {
  return {
    id: row.id,
    organization_id: row.organization_id,
    brand: { id: brand.id, name: brand.name, website: brand.website },
    status: row.status as BrandClaim['status'],
    verification_email: row.verification_email,
    decided_by_method: row.decided_by_method as BrandClaim['decided_by_method'],
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** `https://www.example.com.au/x` -> `example.com.au`: where a claim's code may be sent. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** An address at the domain or one of its subdomains. */
export function isAddressAtDomain(email: string, domain: string): boolean {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

const claimColumns = { claim: brandClaims, brand: brandDirectory };

/** An organisation's claims, newest first. */
export async function listBrandClaims(db: Db, organizationId: string): Promise<BrandClaim[]> {
  const rows = await db
    .select({
      claim: brandClaims,
      brand: { id: brandDirectory.id, name: brandDirectory.name, website: brandDirectory.website },
    })
    .from(brandClaims)
    .innerJoin(brandDirectory, eq(brandDirectory.id, brandClaims.brand_id))
    .where(eq(brandClaims.organization_id, organizationId))
    .orderBy(desc(brandClaims.created_at));
  return rows.map((r) => brandClaimView(r.claim, r.brand));
}

/** Claims for the admin area, newest first, with the organisation and who asked. */
export async function listBrandClaimsForAdmin(
  db: Db,
  where: { status?: string },
): Promise<AdminBrandClaim[]> {
  const rows = await db
    .select({
      claim: brandClaims,
      brand: { id: brandDirectory.id, name: brandDirectory.name, website: brandDirectory.website },
      organization_name: organizations.name,
      requested_by_email: users.email,
    })
    .from(brandClaims)
    .innerJoin(brandDirectory, eq(brandDirectory.id, brandClaims.brand_id))
    .innerJoin(organizations, eq(organizations.id, brandClaims.organization_id))
    .leftJoin(users, eq(users.id, brandClaims.requested_by_user_id))
    .where(where.status ? eq(brandClaims.status, where.status) : undefined)
    .orderBy(desc(brandClaims.created_at));
  return rows.map((r) => ({
    ...brandClaimView(r.claim, r.brand),
    organization_name: r.organization_name,
    requested_by_email: r.requested_by_email,
  }));
}

async function brandOrThrow(db: Db, rawBrandId: string): Promise<BrandRow> {
  const id = resourceId(rawBrandId, BRAND_NOT_FOUND);
  const [brand] = await db
    .select({ id: brandDirectory.id, name: brandDirectory.name, website: brandDirectory.website })
    .from(brandDirectory)
    .where(eq(brandDirectory.id, id));
  if (!brand) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return brand;
}

async function assertUnclaimed(db: Db, brandId: string) {
  const [taken] = await db
    .select({ id: brandClaims.id })
    .from(brandClaims)
    .where(and(eq(brandClaims.brand_id, brandId), eq(brandClaims.status, 'verified')));
  if (taken) throw new AppError('CONFLICT', 'This brand is already verified by a business.');
}

export type ClaimCodeMail = (to: string, brandName: string, code: string) => Promise<void>;

/**
 * A claim to a brand: with an address at the brand's website domain, a 6-digit code goes there
 * (in the same transaction, through the job queue); without one, it waits for an admin. Asking
 * again replaces the code of the organisation's pending claim.
 */
export async function requestBrandClaim(
  tx: Tx,
  codeKey: Buffer,
  sendCode: ClaimCodeMail,
  input: { organizationId: string; userId: string; brandId: string; email?: string },
  now = new Date(),
): Promise<BrandClaim> {
  const brand = await brandOrThrow(tx, input.brandId);
  await assertUnclaimed(tx, brand.id);
  let code: string | null = null;
  if (input.email) {
    const domain = websiteDomain(brand.website);
    if (!domain) {
      throw new AppError(
        'VALIDATION_FAILED',
        'email: this brand has no website on record; leave the address empty for an admin to review the claim.',
      );
    }
    if (!isAddressAtDomain(input.email, domain)) {
      throw new AppError('VALIDATION_FAILED', `email: use an address at ${domain}.`);
    }
    code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  }
  const values = {
    verification_email: input.email ?? null,
    code_hash: code ? fingerprint(codeKey, code) : null,
    code_expires_at: code ? new Date(now.getTime() + CLAIM_CODE_TTL_MS) : null,
    failed_attempts: 0,
    requested_by_user_id: input.userId,
  };
  const [row] = await tx
    .insert(brandClaims)
    .values({ organization_id: input.organizationId, brand_id: brand.id, ...values })
    .onConflictDoUpdate({
      target: [brandClaims.organization_id, brandClaims.brand_id],
      targetWhere: sql`status = 'pending'`,
      set: values,
    })
    .returning();
  if (code && input.email) await sendCode(input.email, brand.name, code);
  return brandClaimView(row!, brand);
}

async function claimWithBrand(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .select(claimColumns)
    .from(brandClaims)
    .innerJoin(brandDirectory, eq(brandDirectory.id, brandClaims.brand_id))
    .where(where)
    .for('update', { of: brandClaims });
  if (!row) throw new AppError('NOT_FOUND', BRAND_CLAIM_NOT_FOUND);
  return row;
}

/** A verified claim: the brand's requests now go to the organisation's integration. */
async function verify(
  tx: Tx,
  claim: ClaimRow,
  method: 'email_code' | 'admin',
  userId: string,
  now: Date,
) {
  await assertUnclaimed(tx, claim.brand_id);
  const [row] = await tx
    .update(brandClaims)
    .set({
      status: 'verified',
      code_hash: null,
      decided_by_method: method,
      decided_by_user_id: userId,
      decided_at: now,
    })
    .where(eq(brandClaims.id, claim.id))
    .returning();
  await tx
    .insert(brandUpdateChannels)
    .values({ brand_id: claim.brand_id, channel: 'api', updated_at: now })
    .onConflictDoUpdate({
      target: brandUpdateChannels.brand_id,
      set: { channel: 'api', updated_at: now },
    });
  return row!;
}

/** The code from the email; five wrong codes end the claim's code (ask again for a new one). */
export async function verifyBrandClaimCode(
  tx: Tx,
  codeKey: Buffer,
  input: { organizationId: string; userId: string; claimId: string; code: string },
  now = new Date(),
): Promise<{ ok: true; claim: BrandClaim } | { ok: false; message: string }> {
  const id = resourceId(input.claimId, BRAND_CLAIM_NOT_FOUND);
  const { claim, brand } = await claimWithBrand(
    tx,
    and(eq(brandClaims.id, id), eq(brandClaims.organization_id, input.organizationId)),
  );
  if (claim.status !== 'pending') {
    throw new AppError('CONFLICT', `This claim is already ${claim.status}.`);
  }
  const usable =
    claim.code_hash &&
    claim.code_expires_at &&
    claim.code_expires_at > now &&
    claim.failed_attempts < CLAIM_CODE_MAX_ATTEMPTS;
  if (!usable) {
    return { ok: false, message: 'The code has expired. Ask for a new one.' };
  }
  const given = Buffer.from(fingerprint(codeKey, input.code));
  if (!timingSafeEqual(given, Buffer.from(claim.code_hash!))) {
    await tx
      .update(brandClaims)
      .set({ failed_attempts: sql`${brandClaims.failed_attempts} + 1` })
      .where(eq(brandClaims.id, claim.id));
    return { ok: false, message: 'That code is not right. Check the email and try again.' };
  }
  const row = await verify(tx, claim, 'email_code', input.userId, now);
  return { ok: true, claim: brandClaimView(row, brand) };
}

/** An admin's decision on a pending claim. */
export async function decideBrandClaim(
  tx: Tx,
  input: { claimId: string; adminId: string; approve: boolean },
  now = new Date(),
): Promise<BrandClaim> {
  const id = resourceId(input.claimId, BRAND_CLAIM_NOT_FOUND);
  const { claim, brand } = await claimWithBrand(tx, eq(brandClaims.id, id));
  if (claim.status !== 'pending') {
    throw new AppError('CONFLICT', `This claim is already ${claim.status}.`);
  }
  if (input.approve)
    return brandClaimView(await verify(tx, claim, 'admin', input.adminId, now), brand);
  const [row] = await tx
    .update(brandClaims)
    .set({
      status: 'rejected',
      code_hash: null,
      decided_by_method: 'admin',
      decided_by_user_id: input.adminId,
      decided_at: now,
    })
    .where(eq(brandClaims.id, claim.id))
    .returning();
  return brandClaimView(row!, brand);
}
