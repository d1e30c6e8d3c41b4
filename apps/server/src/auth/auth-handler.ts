import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { callerIp } from './request-context';
import type { AppEnv } from './app-env';

/**
 * better-auth only sees a Request, never the socket: without help it cannot tell clients apart,
 * and its rate limiter puts every caller in one bucket. The client's IP (the socket's, or the
 * proxy's X-Forwarded-For when TRUST_PROXY is on) travels in this header, which is always
 * overwritten here so that a caller cannot choose it.
 */
export function authHandler(c: Context<AppEnv>) {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = callerIp(c);
  if (ip) headers.set(CLIENT_IP_HEADER, ip.replace(/^::ffff:/, ''));
  const raw = c.req.raw;
  const request = new Request(raw.url, {
    method: raw.method,
    headers,
    body: raw.body,
    signal: raw.signal,
    // Node's fetch needs this to stream a request body.
    ...({ duplex: 'half' } as RequestInit),
  });
  return c.var.deps.auth.handler(request);
}
