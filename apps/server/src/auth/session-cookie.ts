/**
 * The one reading of the session cookie in a Cookie header (ADR 0032). Hono's parser skips a pair
 * whose value fails its grammar and takes the next one; better-call's keeps the first pair
 * whatever it holds and strips quotes. A header both would read alike has the session cookie at
 * most once, in the exact form better-call writes it; any other header is refused.
 */

/** RFC 6265 cookie-octets: no whitespace, DQUOTE, comma, semicolon or backslash. */
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/;
/** A better-auth session token (alphanumeric), a dot, an HMAC-SHA256 in padded standard base64. */
const SIGNED_VALUE = /^([A-Za-z0-9]+)\.([A-Za-z0-9+/]{43}=)$/;
/** What RFC 6265 lets surround a value; anything else left over fails the grammar. */
const OWS = /^[ \t]+|[ \t]+$/g;

export type SignedValue = { token: string; signature: string };

export type SessionCookie =
  { status: 'absent' } | { status: 'malformed' } | ({ status: 'present' } & SignedValue);

/** The token and signature of a cookie value as it travels, or null unless strictly well formed. */
export function signedValueOf(raw: string): SignedValue | null {
  if (!COOKIE_OCTETS.test(raw)) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const match = SIGNED_VALUE.exec(value);
  return match ? { token: match[1]!, signature: match[2]! } : null;
}

/**
 * The session cookie named `name` in a Cookie header: absent, present once and well formed, or
 * malformed (named twice, or a value outside the grammar); a lone empty value is absent. Names are compared after trimming
 * every kind of whitespace, as better-call does, so that no spelling hides a second copy.
 */
export function sessionCookieOf(header: string | undefined, name: string): SessionCookie {
  if (!header || !header.includes(name)) return { status: 'absent' };
  let raw: string | undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    if (raw !== undefined) return { status: 'malformed' };
    raw = pair.slice(eq + 1).replace(OWS, '');
  }
  // An emptied cookie (as a sign-out or a two-factor redirect leaves it) names no session to
  // either parser.
  if (raw === undefined || raw === '') return { status: 'absent' };
  const signed = signedValueOf(raw);
  return signed ? { status: 'present', ...signed } : { status: 'malformed' };
}

/** The session cookie as better-call writes it: `name=` and the URI-encoded `token.signature`. */
export function sessionCookieHeader(name: string, { token, signature }: SignedValue): string {
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}
