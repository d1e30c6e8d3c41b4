import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type RateLimit = { max: number; windowMs: number };

/**
 * Fixed-window counter per key in the `rate_limits` table (shared with better-auth's limiter; our
 * keys carry a `<scope>:` prefix, so they never meet). One atomic upsert, so concurrent requests
 * on any number of server instances count once each. `last_request` holds the window's start.
 * Returns true while the key is within its limit.
 */
export async function hitRateLimit(
  db: Db,
  scope: string,
  subject: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const key = `${scope}:${subject}`;
  const windowStart = now - limit.windowMs;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limits (key, count, last_request) values (${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${windowStart} then 1
                       else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${windowStart} then ${now}
                              else rate_limits.last_request end
        returning count`,
  );
  return Number(row?.count ?? 1) <= limit.max;
}
