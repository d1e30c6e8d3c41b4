import { describe, expect, it } from 'vitest';

import { mailtoHref, safeHttpUrl } from './safe-link';

describe('safe-link', () => {
  it('keeps http and https links', () => {
    expect(safeHttpUrl('https://www.agl.com.au/account')).toBe('https://www.agl.com.au/account');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });

  it('drops other schemes and junk', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });

  it('builds mailto links only for plain addresses', () => {
    expect(mailtoHref('help@agl.com.au')).toBe('mailto:help@agl.com.au');
    expect(mailtoHref('a@b.c?subject=x')).toBeNull();
    expect(mailtoHref('x')).toBeNull();
  });
});
