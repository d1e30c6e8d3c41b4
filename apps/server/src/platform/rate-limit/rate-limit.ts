import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type RateLimit = { max: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counter per key in the `rate_limits` table (shared with better-auth's limiter; our
 * keys carry a `<scope>:` prefix, so they never meet). One atomic upsert, so concurrent requests
 * on any number of server instances count once each. `last_request` holds the window's start.
 * `allowed` while the key is within its limit; `retryAfterSeconds` is when its window ends.
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
    sql`insert into ${rateLimits} (key, count, last_request) values (${key}, 1, ${now})
        on conflict (key) do update set
          count = case when ${expired} then 1 else ${rateLimits.count} + 1 end,
          last_request = case when ${expired} then ${now} else ${rateLimits.lastRequest} end
        returning count, last_request`,
  );
  const windowEnds = Number(row?.last_request ?? now) + limit.windowMs;
  return {
    allowed: Number(row?.count ?? 1) <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
  };
}
