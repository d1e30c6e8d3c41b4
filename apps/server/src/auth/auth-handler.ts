import type { Context } from 'hono';
import { hitRateLimit } from '../platform/rate-limit/rate-limit';
import { setClientIpHeader } from './request-context';
import type { AppEnv } from './app-env';
import { refuseAmbiguousSessionCookie } from './session-middleware';

/**
 * better-auth only sees a Request, never the socket: without help it cannot tell clients apart,
 * and its rate limiter puts every caller in one bucket. The client's IP (the socket's, or the
 * proxy's X-Forwarded-For when TRUST_PROXY is on) travels in this header, which is always
 * overwritten here so that a caller cannot choose it. A Cookie header that better-call could read
 * as another session than the session reader does is refused first (ADR 0032).
 */
export async function authHandler(c: Context<AppEnv>) {
  refuseAmbiguousSessionCookie(c);
  const headers = new Headers(c.req.raw.headers);
  const ip = setClientIpHeader(c, headers);
  const raw = c.req.raw;
  const request = new Request(raw.url, {
    method: raw.method,
    headers,
    body: raw.body,
    signal: raw.signal,
    // Node's fetch needs this to stream a request body.
    ...({ duplex: 'half' } as RequestInit),
  });
  const response = await c.var.deps.auth.handler(request);
  if (response.status === 429) await noteIpRateLimit(c, response, ip);
  return response;
}

/**
 * better-auth's own per-IP limiter refuses before any hook runs, and keeps no count of refusals:
 * its first refusal per IP and endpoint a minute is counted through hitRateLimit (max 0), which
 * writes the 'security.rate_limited' audit entry. Our per-account refusals (code RATE_LIMITED)
 * were counted already.
 */
async function noteIpRateLimit(c: Context<AppEnv>, response: Response, ip: string | null) {
  const { config, database } = c.var.deps;
  if (!config.rateLimitEnabled) return;
  try {
    const body = (await response.clone().json()) as { code?: unknown } | null;
    if (body?.code === 'RATE_LIMITED') return;
    const path = new URL(c.req.url).pathname.replace(/^\/api\/auth/, '');
    await hitRateLimit(database.db, `ip|${path}`, ip ?? 'unknown', { max: 0, windowMs: 60_000 });
  } catch (err) {
    c.var.logger.warn({ err }, 'could not count a rate-limit refusal');
  }
}
