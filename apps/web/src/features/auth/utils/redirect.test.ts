import { describe, expect, it } from 'vitest';

import { redirectTarget, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/journeys/7?tab=all', '/journeys/7?tab=all'],
    ['/admin/users#top', '/admin/users#top'],
    ['/app/journeys/../journeys', '/app/journeys'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2f%2fevil.example',
    '/%5cevil.example',
    '/.//evil.example',
    '/\tevil',
    '/\n/evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirectTo=/dashboard',
    '/signup',
    '/forgot-password',
    '/reset-password?token=abc',
    '/oauth-callback',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('redirectTarget', () => {
  it('reads redirectTo, then redirect', () => {
    expect(redirectTarget(new URLSearchParams('redirectTo=%2Ffootprints'))).toBe('/footprints');
    expect(redirectTarget(new URLSearchParams('redirect=%2Fprofile'))).toBe('/profile');
  });

  it('falls back to the dashboard when missing or unsafe', () => {
    expect(redirectTarget(new URLSearchParams())).toBe('/dashboard');
    expect(redirectTarget(new URLSearchParams('redirectTo=https%3A%2F%2Fevil.example'))).toBe(
      '/dashboard',
    );
  });
});
