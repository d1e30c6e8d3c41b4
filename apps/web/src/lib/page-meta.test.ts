import { describe, expect, it } from 'vitest';

import { PUBLIC_PAGE_META } from './page-meta';
import { paths } from './paths';

// SPEC.md section 2's public routes that are content pages (prerendered); the auth pages and
// /oauth-callback render on the client.
const CONTENT_PAGES = [
  paths.home,
  paths.journeys,
  paths.howItWorks,
  paths.security,
  paths.faq,
  paths.forBusiness,
  paths.about,
  paths.movingHome,
  paths.termsOfService,
  paths.privacy,
  paths.safeGuidance,
].map((route) => route.path);

describe('PUBLIC_PAGE_META', () => {
  it('describes exactly the public content pages', () => {
    expect(Object.keys(PUBLIC_PAGE_META).sort()).toEqual([...CONTENT_PAGES].sort());
  });

  it('gives each page a title and a description of search-result length', () => {
    for (const { title, description } of Object.values(PUBLIC_PAGE_META)) {
      expect(title.length).toBeGreaterThan(2);
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(200);
    }
  });

  it('never repeats a title or a description', () => {
    const metas = Object.values(PUBLIC_PAGE_META);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });
});
