import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';

/**
 * CSRF defence for the app's own state-changing routes, beyond SameSite=Lax cookies (L9): a
 * browser always says where a write comes from (Origin on every cross-origin POST, and
 * Sec-Fetch-Site in current browsers), so a write from another origin is refused, including
 * CORS-simple ones (a plain form post, a multipart upload). Clients that are not browsers send
 * neither header and are judged by their credentials alone.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c, trustedOrigins)) {
      return c.json(errorBody('FORBIDDEN', CROSS_SITE_MESSAGE), 403);
    }
    await next();
  };
}

function isCrossSite(c: Context, trustedOrigins: readonly string[]): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && !trustedOrigins.includes(origin);
}

/**
 * Stricter than `sameOriginWrites`, for anonymous writes only the app's own pages make: the
 * request must say it comes from the app (Sec-Fetch-Site: same-origin, or a trusted Origin), as
 * a browser's fetch always does. A client that says nothing is refused too.
 */
export function isSameOriginRequest(c: Context, trustedOrigins: readonly string[]): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  if (origin !== undefined) return trustedOrigins.includes(origin);
  return fetchSite === 'same-origin';
}

/** The largest JSON or form body any route accepts unless it declares its own limit. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

/**
 * A body-size limit with the app's error shape (413), for every route that reads a body (L5).
 * GET and HEAD routes never read one, so they skip the check (it would build the request body
 * stream on every read).
 */
export function limitBody(maxSize = DEFAULT_BODY_LIMIT_BYTES): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE), 413),
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
