import { paths } from '../../../lib/paths';

const PARSE_ORIGIN = 'http://redirect.invalid';
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/** Returning to these after signing in would loop or make no sense. */
const AUTH_PATHS = new Set([
  paths.auth.login.path,
  paths.auth.signup.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
  paths.auth.oauthCallback.path,
]);

/**
 * The page to return to, when it is a same-origin relative path (`/journeys/7?tab=all`);
 * null for anything else: absolute or protocol-relative URLs, backslashes, control
 * characters, encoded slashes, or the auth pages themselves.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || CONTROL_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_ORIGIN || ENCODED_SEPARATOR.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || AUTH_PATHS.has(url.pathname)) return null;
  return path;
}

/**
 * The page the visitor asked to reach, if any: `next` (sign-up's return path, which survives the
 * email confirmation), `redirectTo` or `redirect` (the origin remembered by the sign-in guard).
 */
export function requestedPath(params: URLSearchParams): string | null {
  return safeRedirectPath(params.get('next') ?? params.get('redirectTo') ?? params.get('redirect'));
}

/** Where to go after signing in: the requested page, else the dashboard. */
export function redirectTarget(params: URLSearchParams): string {
  return requestedPath(params) ?? paths.app.dashboard.getHref();
}
