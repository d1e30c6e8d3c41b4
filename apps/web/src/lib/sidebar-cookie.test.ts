import { SIDEBAR_COOKIE_MAX_AGE_S } from '@updately/shared/constants';
import { describe, expect, it } from 'vitest';

import { readSidebarCookie, sidebarCookie } from './sidebar-cookie';

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
});
