import { createHash } from 'node:crypto';
import { ISLANDS_LOADER } from '@updately/shared/islands-loader';
import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { forwardedByTrustedProxies } from './client-ip';
import type { Config } from './config';
import { nodeResponse } from './node-response';

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** The CSP source that allows the prerendered pages' one inline script, and no other. */
const islandsLoaderSource = `'sha256-${createHash('sha256').update(ISLANDS_LOADER).digest('base64')}'`;

/**
 * CSP without inline scripts but the prerendered pages' loader (allowed by its hash); third-party
 * origins only for the services that are configured.
 * Worked out once; on a served request they are set on the Node response before the app runs.
 */
export function securityHeaders(config: Config) {
  const analytics = config.POSTHOG_KEY ? posthogOrigins(config.POSTHOG_HOST) : [];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", islandsLoaderSource, TURNSTILE_ORIGIN, ...analytics],
      // Radix positions popovers with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...analytics],
      frameSrc: [TURNSTILE_ORIGIN],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  });
  const fixed = headersOf(headers);
  // Worked out once, on the first request: every later one takes the same arrays.
  let plain: [string, string][] | undefined;
  let withHsts: [string, string][] | undefined;
  return createMiddleware(async (c, next) => {
    if (!plain || !withHsts) {
      plain = await fixed;
      withHsts = [...plain, HSTS];
    }
    // Production is served over https (APP_URL must be https there): always tell browsers.
    const https =
      config.isProduction ||
      isHttps(c.req.url, c.req.header('x-forwarded-proto'), config.trustedProxyHops);
    const all = https ? withHsts : plain;
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of all) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    // As on Node (where the response's own headers win): a route may set a stricter one.
    for (const [name, value] of all) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
}

const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

/** The headers a middleware adds to a plain response: the same for every request. */
async function headersOf(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return [...res.headers];
}

/** PostHog cloud serves its config and scripts from a sibling `-assets` host. */
export function posthogOrigins(host: string): string[] {
  const origin = new URL(host).origin;
  const cloud = /^https:\/\/([a-z0-9-]+)\.i\.posthog\.com$/.exec(origin);
  return cloud ? [origin, `https://${cloud[1]}-assets.i.posthog.com`] : [origin];
}

function isHttps(url: string, forwardedProto: string | undefined, trustedHops: number): boolean {
  if (url.startsWith('https:')) return true;
  return forwardedByTrustedProxies(forwardedProto, trustedHops) === 'https';
}
