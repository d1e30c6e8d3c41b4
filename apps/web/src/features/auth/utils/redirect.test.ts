import { describe, expect, it } from 'vitest';

import { paths } from '../../../lib/paths';
import { redirectTarget, requestedPath, safeRedirectPath } from './redirect';

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
    'https:/evil.example',
    'https://evil.example/moving-home/start',
    '///evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/%2F%2Fevil.example',
    ' /moving-home/start',
    'http:',
    'data:text/html,hi',
    '/signup?next=/moving-home/start',
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

describe('requestedPath (sign-up and sign-in return paths)', () => {
  it('reads next first, then redirectTo, then redirect', () => {
    expect(
      requestedPath(new URLSearchParams('next=/moving-home/start&redirectTo=/footprints')),
    ).toBe('/moving-home/start');
    expect(requestedPath(new URLSearchParams('redirectTo=/footprints'))).toBe('/footprints');
    expect(requestedPath(new URLSearchParams())).toBeNull();
  });

  it('round-trips the sign-up link other pages build', () => {
    for (const next of ['/moving-home/start', '/business', '/app/journeys?start=getting_married']) {
      const href = paths.auth.signup.getHref(next);
      expect(href.startsWith('/signup?next=')).toBe(true);
      const params = new URL(href, 'http://app.invalid').searchParams;
      expect(requestedPath(params)).toBe(next);
    }
    // Helpers may also write the path unencoded.
    expect(requestedPath(new URLSearchParams('next=/business'))).toBe('/business');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'https:evil.example'])(
    'ignores the unsafe next %j',
    (next) => {
      expect(requestedPath(new URLSearchParams({ next }))).toBeNull();
      expect(redirectTarget(new URLSearchParams({ next }))).toBe('/dashboard');
    },
  );
});
