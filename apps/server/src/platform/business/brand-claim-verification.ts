import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  normalizeClaimCode,
  type BrandClaim,
  type BrandClaimMethod,
} from '@updately/shared/business-api';
import type { Db, Tx } from '../../db/client';
import { brandClaims, brandDirectory, brandUpdateChannels, organizations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import { fingerprint } from '../crypto/value-cipher';
import type { Mailer } from '../mail/mailer';
import { mailTemplates } from '../mail/templates';
import {
  assertUnclaimed,
  BRAND_CLAIM_NOT_FOUND,
  brandClaimView,
  brandWithContact,
  CLAIM_CODE_MAX_ATTEMPTS,
} from './brand-claims';
import { claimPaths } from './claim-domains';
import type { TxtLookup } from './claim-dns';
import { claimLockedUntil, lockedMessage, recordClaimFailure } from './claim-lock';

type ClaimRow = typeof brandClaims.$inferSelect;

/** Tells the brand's published contact address which organisation now gets its customers' updates. */
export type ClaimVerifiedMail = (notice: {
  to: string;
  brandName: string;
  organizationName: string;
  method: BrandClaimMethod;
}) => Promise<void>;

const HOW: Record<BrandClaimMethod, (appName: string) => string> = {
  dns: () => 'a DNS record at its website’s domain',
  email_code: () => 'a code emailed to one of its own addresses',
  admin: (appName) => `a review by ${appName}’s administrators`,
};

/** ClaimVerifiedMail through the job queue, in the claim's transaction. */
export function claimVerifiedMail(mailer: Mailer, appName: string, tx: Tx): ClaimVerifiedMail {
  return ({ to, brandName, organizationName, method }) =>
    mailer.sendInTransaction(
      tx,
      mailTemplates.brandClaimVerified(appName, to, {
        brandName,
        organizationName,
        how: HOW[method](appName),
      }),
    );
}

async function claimWithBrand(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({ claim: brandClaims, brand: brandDirectory })
    .from(brandClaims)
    .innerJoin(brandDirectory, eq(brandDirectory.id, brandClaims.brand_id))
    .where(where)
    .for('update', { of: brandClaims });
  if (!row) throw new AppError('NOT_FOUND', BRAND_CLAIM_NOT_FOUND);
  return row;
}

function assertPending(claim: ClaimRow) {
  if (claim.status !== 'pending') {
    throw new AppError('CONFLICT', `This claim is already ${claim.status}.`);
  }
}

/**
 * A verified claim: the brand's requests now go to the organisation's integration, and the brand's
 * published contact address is told (in this transaction, through the job queue) who that is.
 */
async function verify(
  tx: Tx,
  claim: ClaimRow,
  method: BrandClaimMethod,
  userId: string,
  notify: ClaimVerifiedMail,
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
  const brand = await brandWithContact(tx, claim.brand_id);
  if (brand.notice_email) {
    const [org] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, claim.organization_id));
    await notify({
      to: brand.notice_email,
      brandName: brand.name,
      organizationName: org?.name ?? 'A business',
      method,
    });
  }
  return row!;
}

export type VerifyOutcome =
  { ok: true; claim: BrandClaim } | { ok: false; message: string; lockedUntil?: Date };

/**
 * The code from the email. A wrong code counts against the organisation and brand for 24 hours
 * (asking for a new code does not reset it); at 10 the code path locks. A code takes at most
 * five tries and 30 minutes. Answers (rather than throws) a refusal, so the failure commits.
 */
export async function verifyBrandClaimCode(
  tx: Tx,
  codeKey: Buffer,
  notify: ClaimVerifiedMail,
  input: { organizationId: string; userId: string; claimId: string; code: string },
  now = new Date(),
): Promise<VerifyOutcome> {
  const id = resourceId(input.claimId, BRAND_CLAIM_NOT_FOUND);
  const { claim, brand } = await claimWithBrand(
    tx,
    and(eq(brandClaims.id, id), eq(brandClaims.organization_id, input.organizationId)),
  );
  assertPending(claim);
  if (claim.method !== 'email_code') {
    throw new AppError('CONFLICT', 'This claim is not proven by an email code.');
  }
  const lockedUntil = await claimLockedUntil(tx, claim.organization_id, claim.brand_id, now);
  if (lockedUntil) return { ok: false, message: lockedMessage(lockedUntil), lockedUntil };
  const usable =
    claim.code_hash &&
    claim.code_expires_at &&
    claim.code_expires_at > now &&
    claim.failed_attempts < CLAIM_CODE_MAX_ATTEMPTS;
  if (!usable) return { ok: false, message: 'The code has expired. Ask for a new one.' };
  const given = Buffer.from(fingerprint(codeKey, normalizeClaimCode(input.code)));
  if (!timingSafeEqual(given, Buffer.from(claim.code_hash!))) {
    await tx
      .update(brandClaims)
      .set({ failed_attempts: sql`${brandClaims.failed_attempts} + 1` })
      .where(eq(brandClaims.id, claim.id));
    await recordClaimFailure(tx, claim.organization_id, claim.brand_id, now);
    const locked = await claimLockedUntil(tx, claim.organization_id, claim.brand_id, now);
    if (locked) return { ok: false, message: lockedMessage(locked), lockedUntil: locked };
    return { ok: false, message: 'That code is not right. Check the email and try again.' };
  }
  const row = await verify(tx, claim, 'email_code', input.userId, notify, now);
  return { ok: true, claim: brandClaimView(row, brand) };
}

/** The pending DNS claim of the organisation and the record that proves it. */
export async function dnsClaimToCheck(
  db: Db,
  input: { organizationId: string; claimId: string },
): Promise<{ name: string; value: string }> {
  const id = resourceId(input.claimId, BRAND_CLAIM_NOT_FOUND);
  const [row] = await db
    .select({ claim: brandClaims, website: brandDirectory.website })
    .from(brandClaims)
    .innerJoin(brandDirectory, eq(brandDirectory.id, brandClaims.brand_id))
    .where(and(eq(brandClaims.id, id), eq(brandClaims.organization_id, input.organizationId)));
  if (!row) throw new AppError('NOT_FOUND', BRAND_CLAIM_NOT_FOUND);
  assertPending(row.claim);
  const name = claimPaths({ website: row.website, contactEmail: null }).dnsRecordName;
  if (row.claim.method !== 'dns' || !row.claim.dns_token || !name) {
    throw new AppError('CONFLICT', 'This claim is not proven by a DNS record.');
  }
  return { name, value: row.claim.dns_token };
}

/**
 * Verifies a DNS claim whose record was found (the lookup happens before, outside any
 * transaction): the claim must still be pending, by DNS, with the same token.
 */
export async function verifyBrandClaimDns(
  tx: Tx,
  notify: ClaimVerifiedMail,
  input: { organizationId: string; userId: string; claimId: string; token: string },
  now = new Date(),
): Promise<BrandClaim> {
  const id = resourceId(input.claimId, BRAND_CLAIM_NOT_FOUND);
  const { claim, brand } = await claimWithBrand(
    tx,
    and(eq(brandClaims.id, id), eq(brandClaims.organization_id, input.organizationId)),
  );
  assertPending(claim);
  if (claim.method !== 'dns' || claim.dns_token !== input.token) {
    throw new AppError('CONFLICT', 'The claim changed while its record was checked: check again.');
  }
  return brandClaimView(await verify(tx, claim, 'dns', input.userId, notify, now), brand);
}

/** Looks the record up: found (an exact value among the name's TXT records) or why not. */
export async function findClaimRecord(
  lookup: TxtLookup,
  record: { name: string; value: string },
): Promise<'found' | 'not_found' | 'unavailable'> {
  const answer = await lookup(record.name);
  if (answer === 'not_found' || answer === 'unavailable') return answer;
  return answer.some((txt) => txt.trim() === record.value) ? 'found' : 'not_found';
}

/** An admin's decision on a pending claim. */
export async function decideBrandClaim(
  tx: Tx,
  notify: ClaimVerifiedMail,
  input: { claimId: string; adminId: string; approve: boolean },
  now = new Date(),
): Promise<BrandClaim> {
  const id = resourceId(input.claimId, BRAND_CLAIM_NOT_FOUND);
  const { claim, brand } = await claimWithBrand(tx, eq(brandClaims.id, id));
  assertPending(claim);
  if (input.approve) {
    return brandClaimView(await verify(tx, claim, 'admin', input.adminId, notify, now), brand);
  }
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
