import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: { service: 'updately' } }, destination);
}

/** Path segments that carry a credential: better-auth's reset link is /reset-password/<token>,
 * a letter's short URL /l/<code>. */
const SECRET_AFTER = /(\/reset-password\/|^\/l\/)[^/]+/g;
/** Any other long opaque segment (tokens, signed ids), kept out of logs; UUIDs stay readable. */
const OPAQUE_SEGMENT =
  /\/(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/|$))[A-Za-z0-9_.~-]{24,}(?=\/|$)/gi;

/** A request path as it may be logged or stored: no token, code or link secret in it (M5). */
export function redactPath(path: string): string {
  return path.replace(SECRET_AFTER, '$1[redacted]').replace(OPAQUE_SEGMENT, '/[redacted]');
}
