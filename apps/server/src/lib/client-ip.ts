import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The value a chain of `trustedHops` proxies vouches for in a comma-separated forwarding header
 * (X-Forwarded-For, X-Forwarded-Proto). Each proxy appends what it saw, so only the rightmost
 * `trustedHops` entries come from proxies we run: the entry they recorded first is the
 * `trustedHops`-th from the right. Anything left of it was sent by the client and is ignored.
 * Null when the header is missing or shorter than the chain (the request skipped a proxy).
 */
export function forwardedByTrustedProxies(
  header: string | undefined,
  trustedHops: number,
): string | null {
  if (!header || trustedHops < 1) return null;
  const entries = header.split(',').map((e) => e.trim());
  const vouched = entries[entries.length - trustedHops];
  return entries.length >= trustedHops && vouched ? vouched : null;
}

/**
 * The caller's IP: with `trustedHops` proxies in front (TRUST_PROXY, TRUST_PROXY_HOPS), the
 * address they recorded; otherwise, or when they recorded none, the socket's.
 */
export function clientIp(c: Context, trustedHops: number): string | null {
  const forwarded = forwardedByTrustedProxies(c.req.header('x-forwarded-for'), trustedHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request() in tests has no socket
  }
}
