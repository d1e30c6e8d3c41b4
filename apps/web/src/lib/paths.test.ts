import { describe, expect, it } from 'vitest';

import { paths } from './paths';

type Entry = { path: string };

function collectPatterns(node: object): string[] {
  return Object.values(node).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    return 'path' in value ? [(value as Entry).path] : collectPatterns(value);
  });
}

// SPEC.md section 2, word for word.
const SPEC_ROUTES = [
  '/',
  '/journeys',
  '/how-it-works',
  '/security',
  '/faq',
  '/for-business',
  '/about',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/moving-home',
  '/terms_of_service',
  '/privacy',
  '/oauth-callback',
  '/dashboard',
  '/footprints',
  '/app/journeys',
  '/journeys/:id',
  '/profile',
  '/help',
  '/admin',
  '/admin/users',
  '/admin/journeys',
  '/admin/brands',
  '/admin/integration-builder',
  '/admin/audit-logs',
  '/admin/error-logs',
  '/admin/security',
  '/admin/settings',
  '/admin/feedback',
];

// Routes the product adds to the spec's (issue 6: onboarding; issue 12: review and proof;
// issue 25: a company's documents link and a journey invitation; issue 27: safe mode's guidance).
const EXTRA_ROUTES = [
  '/help/moving-safely',
  '/onboarding',
  '/moving-home/start',
  '/journeys/:id/review',
  '/journeys/:id/proof',
  '/documents/:token',
  '/invitations/:token',
];

describe('paths', () => {
  it('registers every route of the spec exactly once', () => {
    const patterns = collectPatterns(paths);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...patterns].sort()).toEqual([...SPEC_ROUTES, ...EXTRA_ROUTES].sort());
  });

  it('builds static hrefs equal to their pattern', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.termsOfService.getHref()).toBe('/terms_of_service');
    expect(paths.app.journeys.getHref()).toBe('/app/journeys');
    expect(paths.admin.integrationBuilder.getHref()).toBe('/admin/integration-builder');
  });

  it('builds a journey href from its id', () => {
    expect(paths.app.journey.getHref('3f2a')).toBe('/journeys/3f2a');
  });

  it('opens the start-journey dialog with a type chosen', () => {
    expect(paths.app.startJourney.getHref('moving_house')).toBe('/app/journeys?start=moving_house');
    expect(paths.app.startJourney.getHref()).toBe('/app/journeys?start=');
  });

  it('encodes ids so they cannot escape the journey path', () => {
    expect(paths.app.journey.getHref('../admin?x=1')).toBe('/journeys/..%2Fadmin%3Fx%3D1');
  });

  it('adds an encoded redirectTo to the login href only when given', () => {
    expect(paths.auth.login.getHref()).toBe('/login');
    expect(paths.auth.login.getHref(null)).toBe('/login');
    expect(paths.auth.login.getHref('/journeys/7?tab=all')).toBe(
      '/login?redirectTo=%2Fjourneys%2F7%3Ftab%3Dall',
    );
  });
});
