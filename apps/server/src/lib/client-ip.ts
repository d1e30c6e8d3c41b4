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

/** 127.0.0.0/8 and ::1, also IPv4-mapped; `localhost` as a host name. */
export function isLoopback(address: string | null | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '').replace(/^\[|\]$/g, '');
  return plain === '::1' || plain === 'localhost' || /^127(\.\d{1,3}){3}$/.test(plain);
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request made on this machine: over a loopback socket and not relayed by a proxy (a proxy on
 * the same host connects from loopback too, but adds a forwarding header). Requests handled in
 * process (`app.request()`, tests) have no socket and count as local.
 */
export function isLocalRequest(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true;
  }
  return isLoopback(address);
}
