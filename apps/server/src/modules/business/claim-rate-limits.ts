import type { Context } from 'hono';
import type { AppEnv } from '../../auth/app-env';
import { AppError } from '../../lib/errors';
import type { PreparedClaim } from '../../platform/business/brand-claims';
import { hitRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limit';

const HOUR = 60 * 60_000;
/** Claim requests: 3 an hour and 10 a day, per organisation, per brand and per address. */
export const CLAIM_REQUEST_LIMITS: readonly RateLimit[] = [
  { max: 3, windowMs: HOUR },
  { max: 10, windowMs: 24 * HOUR },
];
/** DNS checks of one claim. */
export const CLAIM_DNS_CHECK_LIMIT: RateLimit = { max: 10, windowMs: HOUR };

type Bucket = { scope: string; subject: string; limits: readonly RateLimit[]; message: string };

/**
 * Counts one attempt in each bucket in turn and stops at the first that is full: 429
 * RATE_LIMITED with Retry-After. Off with RATE_LIMIT=off, as every limit of ours (production
 * refuses that setting).
 */
async function hitBuckets(c: Context<AppEnv>, buckets: readonly Bucket[]) {
  const { config, database } = c.var.deps;
  if (!config.rateLimitEnabled) return;
  for (const bucket of buckets) {
    for (const limit of bucket.limits) {
      const scope = `${bucket.scope}-${limit.windowMs / HOUR}h`;
      const hit = await hitRateLimit(database.db, scope, bucket.subject, limit);
      if (!hit.allowed) {
        c.header('Retry-After', String(hit.retryAfterSeconds));
        const minutes = Math.ceil(hit.retryAfterSeconds / 60);
        throw new AppError(
          'RATE_LIMITED',
          `${bucket.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  }
}

/**
 * A claim request counts for the organisation; one that mails a code also counts for the brand
 * and for the address it goes to, so no one can fire claim mail at a brand at will.
 */
export function limitClaimRequest(c: Context<AppEnv>, claim: PreparedClaim) {
  const buckets: Bucket[] = [
    {
      scope: 'brand-claim-org',
      subject: claim.organizationId,
      limits: CLAIM_REQUEST_LIMITS,
      message: 'Too many claim requests from this organisation.',
    },
  ];
  if (claim.method === 'email_code' && claim.email) {
    buckets.push(
      {
        scope: 'brand-claim-brand',
        subject: claim.brand.id,
        limits: CLAIM_REQUEST_LIMITS,
        message: `Too many codes were asked for ${claim.brand.name}.`,
      },
      {
        scope: 'brand-claim-address',
        subject: claim.email,
        limits: CLAIM_REQUEST_LIMITS,
        message: `Too many codes were sent to ${claim.email}.`,
      },
    );
  }
  return hitBuckets(c, buckets);
}

export function limitDnsCheck(c: Context<AppEnv>, claimId: string) {
  return hitBuckets(c, [
    {
      scope: 'brand-claim-dns',
      subject: claimId,
      limits: [CLAIM_DNS_CHECK_LIMIT],
      message: 'Too many DNS checks of this claim.',
    },
  ]);
}
