import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@updately/shared/constants';

/** Each sidebar remembers its own state: collapsing the admin one leaves the app's as it was. */
export const SIDEBAR_COOKIES = {
  app: SIDEBAR_COOKIE_NAME,
  admin: `admin_${SIDEBAR_COOKIE_NAME}`,
} as const;
export type SidebarCookieName = (typeof SIDEBAR_COOKIES)[keyof typeof SIDEBAR_COOKIES];

/** A sidebar's remembered state in a `document.cookie` string: true open, false collapsed. */
export function readSidebarCookie(
  cookies: string,
  name: SidebarCookieName = SIDEBAR_COOKIES.app,
): boolean | undefined {
  for (const part of cookies.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key !== name) continue;
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return undefined;
}

/** The cookie that keeps the state for 7 days (SPEC.md section 9). */
export function sidebarCookie(
  open: boolean,
  name: SidebarCookieName = SIDEBAR_COOKIES.app,
): string {
  return `${name}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}
