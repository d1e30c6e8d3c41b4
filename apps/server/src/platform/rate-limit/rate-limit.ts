import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { auditLogs, rateLimits } from '../../db/schema';

/** The audit action of a rate-limit refusal (the first of its key and window). */
export const RATE_LIMITED_ACTION = 'security.rate_limited';

export type RateLimit = { max: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counter per key in the `rate_limits` table (shared with better-auth's limiter; our
 * keys carry a `<scope>:` prefix, so they never meet). One atomic upsert, so concurrent requests
 * on any number of server instances count once each. `last_request` holds the window's start.
 * `allowed` while the key is within its limit; `retryAfterSeconds` is when its window ends.
 * The first refusal of a key in a window also writes one audit entry 'security.rate_limited'
 * (no actor, metadata { scope } only: the subject may be an email, phone number or IP), in the
 * same statement, so the admin security page can count rate-limit hits; one per key and window
 * at most, however long the caller keeps trying.
 */
export async function hitRateLimit(
  db: Db,
  scope: string,
  subject: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  const key = `${scope}:${subject}`;
  const expired = sql`${rateLimits.lastRequest} <= ${now - limit.windowMs}`;
  const [row] = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`with hit as (
          insert into ${rateLimits} (key, count, last_request) values (${key}, 1, ${now})
          on conflict (key) do update set
            count = case when ${expired} then 1 else ${rateLimits.count} + 1 end,
            last_request = case when ${expired} then ${now} else ${rateLimits.lastRequest} end
          returning count, last_request
        ), noted as (
          insert into ${auditLogs} (action, resource_type, metadata)
          select ${RATE_LIMITED_ACTION}, 'USER'::audit_resource_type, ${JSON.stringify({ scope })}::jsonb
          from hit where hit.count = ${limit.max + 1}
        )
        select count, last_request from hit`,
  );
  const windowEnds = Number(row?.last_request ?? now) + limit.windowMs;
  return {
    allowed: Number(row?.count ?? 1) <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
  };
}
