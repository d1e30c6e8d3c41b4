import { SIDEBAR_COOKIE_MAX_AGE_S } from '@updately/shared/constants';
import { describe, expect, it } from 'vitest';

import { readSidebarCookie, SIDEBAR_COOKIES, sidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('reads the state among other cookies', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('ignores a missing or unreadable value', () => {
    expect(readSidebarCookie('')).toBeUndefined();
    expect(readSidebarCookie('sidebar_state=maybe')).toBeUndefined();
    expect(readSidebarCookie('other_sidebar_state=false')).toBeUndefined();
  });

  it('keeps the state for 7 days on every path', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604_800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });

  it('keeps the app and admin sidebars apart', () => {
    expect(SIDEBAR_COOKIES.admin).not.toBe(SIDEBAR_COOKIES.app);
    const cookies = 'sidebar_state=false; admin_sidebar_state=true';
    expect(readSidebarCookie(cookies, SIDEBAR_COOKIES.app)).toBe(false);
    expect(readSidebarCookie(cookies, SIDEBAR_COOKIES.admin)).toBe(true);
    expect(readSidebarCookie('sidebar_state=false', SIDEBAR_COOKIES.admin)).toBeUndefined();
    expect(sidebarCookie(false, SIDEBAR_COOKIES.admin)).toBe(
      'admin_sidebar_state=false; path=/; max-age=604800; samesite=lax',
    );
  });
});
