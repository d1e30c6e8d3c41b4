import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  BrandClaim,
  BrandClaimMethod,
  BrandClaimOptions,
} from '@updately/shared/business-api';
import type { Db, Tx } from '../../db/client';
import { brandClaims, brandDirectory, brandUpdateChannels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import { fingerprint } from '../crypto/value-cipher';
import { claimLockedUntil, lockedUntilSql, lockedMessage } from './claim-lock';
import { claimPaths, isClaimAddress, type ClaimPaths } from './claim-domains';
import { formatClaimCode, newClaimCode, newDnsToken } from './claim-secrets';

export const BRAND_CLAIM_NOT_FOUND = 'No such claim';
export const BRAND_NOT_FOUND = 'No such brand in the directory';
export const CLAIM_CODE_TTL_MS = 30 * 60_000;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;

type ClaimRow = typeof brandClaims.$inferSelect;
export type ClaimBrand = Pick<typeof brandDirectory.$inferSelect, 'id' | 'name' | 'website'>;

export function brandClaimView(
  row: ClaimRow,
  brand: ClaimBrand,
  lockedUntil: Date | null = null,
): BrandClaim {
  const method = row.method as BrandClaimMethod | null;
  const paths = claimPaths({ website: brand.website, contactEmail: null });
  const pendingDns = row.status === 'pending' && method === 'dns' && row.dns_token;
  return {
    id: row.id,
    organization_id: row.organization_id,
    brand: { id: brand.id, name: brand.name, website: brand.website },
    status: row.status as BrandClaim['status'],
    method,
    verification_email: method === 'email_code' ? row.verification_email : null,
    dns_record:
      pendingDns && paths.dnsRecordName
        ? { name: paths.dnsRecordName, value: row.dns_token! }
        : null,
    locked_until: lockedUntil?.toISOString() ?? null,
    decided_by_method: row.decided_by_method as BrandClaim['decided_by_method'],
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export const brandColumns = {
  id: brandDirectory.id,
  name: brandDirectory.name,
  website: brandDirectory.website,
};

/** An organisation's claims, newest first, each with its 24-hour code lock if any. */
export async function listBrandClaims(
  db: Db,
  organizationId: string,
  now = new Date(),
): Promise<BrandClaim[]> {
  const rows = await db
    .select({
      claim: brandClaims,
      brand: brandColumns,
      locked_until: lockedUntilSql(brandClaims.organization_id, brandClaims.brand_id, now),
    })
    .from(brandClaims)
    .innerJoin(brandDirectory, eq(brandDirectory.id, brandClaims.brand_id))
    .where(eq(brandClaims.organization_id, organizationId))
    .orderBy(desc(brandClaims.created_at));
  return rows.map((r) =>
    brandClaimView(r.claim, r.brand, r.locked_until ? new Date(r.locked_until) : null),
  );
}

type BrandWithContact = ClaimBrand & {
  contact_email: string | null;
  /** Where a notice about the brand goes: its first-request address, else its complaints one. */
  notice_email: string | null;
};

/** The brand with the address its email channel writes to (an admin's override first). */
export async function brandWithContact(db: Db, rawBrandId: string): Promise<BrandWithContact> {
  const id = resourceId(rawBrandId, BRAND_NOT_FOUND);
  const [brand] = await db
    .select({
      ...brandColumns,
      contact_email: sql<
        string | null
      >`nullif(coalesce(${brandUpdateChannels.contact_email}, ${brandDirectory.contact_email}), '')`,
      notice_email: sql<string | null>`nullif(coalesce(${brandUpdateChannels.contact_email},
        ${brandDirectory.contact_email}, ${brandDirectory.escalation_email}), '')`,
    })
    .from(brandDirectory)
    .leftJoin(brandUpdateChannels, eq(brandUpdateChannels.brand_id, brandDirectory.id))
    .where(eq(brandDirectory.id, id));
  if (!brand) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return brand;
}

export async function isBrandClaimed(db: Db, brandId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: brandClaims.id })
    .from(brandClaims)
    .where(and(eq(brandClaims.brand_id, brandId), eq(brandClaims.status, 'verified')));
  return Boolean(taken);
}

export async function assertUnclaimed(db: Db, brandId: string) {
  if (await isBrandClaimed(db, brandId)) {
    throw new AppError('CONFLICT', 'This brand is already verified by a business.');
  }
}

/** How the brand may be claimed: the paths offered, the record's name, the code's addresses. */
export async function brandClaimOptions(db: Db, rawBrandId: string): Promise<BrandClaimOptions> {
  const brand = await brandWithContact(db, rawBrandId);
  const paths = claimPaths({ website: brand.website, contactEmail: brand.contact_email });
  return {
    brand: { id: brand.id, name: brand.name, website: brand.website },
    domain: paths.domain,
    dns_record_name: paths.dnsRecordName,
    email_addresses: paths.emailAddresses,
    methods: paths.methods,
    admin_only_reason: paths.adminOnlyReason,
    claimed: await isBrandClaimed(db, brand.id),
  };
}

export type PreparedClaim = {
  organizationId: string;
  userId: string;
  brand: BrandWithContact;
  paths: ClaimPaths;
  method: BrandClaimMethod;
  /** Where the code goes (email_code only). */
  email: string | null;
};

/**
 * Checks a claim request before anything is counted or written: the brand exists and is free,
 * the path is offered for it, and a code's address is one of the brand's (role addresses at its
 * registrable domain, or its published contact), and the code is not locked.
 */
export async function prepareBrandClaim(
  db: Db,
  input: {
    organizationId: string;
    userId: string;
    brandId: string;
    method: BrandClaimMethod;
    email?: string;
  },
  now = new Date(),
): Promise<PreparedClaim> {
  const brand = await brandWithContact(db, input.brandId);
  await assertUnclaimed(db, brand.id);
  const paths = claimPaths({ website: brand.website, contactEmail: brand.contact_email });
  if (!paths.methods.includes(input.method)) {
    const why =
      paths.adminOnlyReason === 'no_website'
        ? 'this brand has no website on record'
        : `${paths.domain} gives mailboxes to the public, so an address or a record there proves nothing`;
    throw new AppError(
      'VALIDATION_FAILED',
      `method: ${why}; ask for an administrator's review instead.`,
    );
  }
  let email: string | null = null;
  if (input.method === 'email_code') {
    email = (input.email ?? '').trim().toLowerCase();
    if (!isClaimAddress(paths, email)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `email: use ${paths.emailAddresses.slice(0, -1).join(', ')} or ${paths.emailAddresses.at(-1)}.`,
      );
    }
    const lockedUntil = await claimLockedUntil(db, input.organizationId, brand.id, now);
    if (lockedUntil) throw new AppError('RATE_LIMITED', lockedMessage(lockedUntil));
  }
  return { ...input, brand, paths, method: input.method, email };
}

export type ClaimCodeMail = (to: string, brandName: string, code: string) => Promise<void>;

/**
 * Records the claim (asking again updates the organisation's pending claim for the brand): a
 * DNS claim keeps its token, so a record already published still proves it; an email claim gets
 * a new code, mailed in the same transaction through the job queue.
 */
export async function requestBrandClaim(
  tx: Tx,
  codeKey: Buffer,
  sendCode: ClaimCodeMail,
  claim: PreparedClaim,
  now = new Date(),
): Promise<BrandClaim> {
  await assertUnclaimed(tx, claim.brand.id);
  const code = claim.method === 'email_code' ? newClaimCode() : null;
  const values = {
    method: claim.method,
    verification_email: claim.email,
    code_hash: code ? fingerprint(codeKey, code) : null,
    code_expires_at: code ? new Date(now.getTime() + CLAIM_CODE_TTL_MS) : null,
    failed_attempts: 0,
    requested_by_user_id: claim.userId,
  };
  const [row] = await tx
    .insert(brandClaims)
    .values({
      organization_id: claim.organizationId,
      brand_id: claim.brand.id,
      dns_token: newDnsToken(),
      ...values,
    })
    .onConflictDoUpdate({
      target: [brandClaims.organization_id, brandClaims.brand_id],
      targetWhere: sql`status = 'pending'`,
      // A claim from before the DNS path gets its token on its next request.
      set: { ...values, dns_token: sql`coalesce(${brandClaims.dns_token}, excluded.dns_token)` },
    })
    .returning();
  if (code && claim.email) await sendCode(claim.email, claim.brand.name, formatClaimCode(code));
  return brandClaimView(row!, claim.brand);
}
