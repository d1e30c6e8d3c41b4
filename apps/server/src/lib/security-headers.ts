import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { forwardedByTrustedProxies } from './client-ip';
import type { Config } from './config';

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** CSP without inline scripts; third-party origins only for the services that are configured. */
export function securityHeaders(config: Config) {
  const analytics = config.POSTHOG_KEY ? posthogOrigins(config.POSTHOG_HOST) : [];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", TURNSTILE_ORIGIN, ...analytics],
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
  const hsts = createMiddleware(async (c, next) => {
    await next();
    // Production is served over https (APP_URL must be https there): always tell browsers.
    const https = isHttps(c.req.url, c.req.header('x-forwarded-proto'), config.trustedProxyHops);
    if (config.isProduction || https) {
      c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
  });
  return [headers, hsts] as const;
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
