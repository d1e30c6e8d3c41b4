import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { routePatterns } from './route-patterns';
import { createRoutes } from './router';

describe('routePatterns', () => {
  it('lists every page of the router and no catch-all', () => {
    const patterns = routePatterns(createRoutes());
    expect(patterns).toEqual(
      expect.arrayContaining([
        paths.home.path,
        paths.auth.login.path,
        paths.privacy.path,
        paths.app.dashboard.path,
        paths.app.journey.path,
        paths.app.movingHomeStart.path,
        paths.admin.dashboard.path,
        paths.admin.feedback.path,
      ]),
    );
    expect(patterns).not.toContain('*');
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('joins relative paths and skips layouts without a page of their own', () => {
    expect(
      routePatterns([
        {
          path: '/a',
          children: [
            { index: true },
            { path: 'b' },
            { path: '/a/c' },
            { children: [{ path: 'd' }] },
          ],
        },
        { children: [{ path: '*' }] },
      ]),
    ).toEqual(['/a', '/a/b', '/a/c', '/a/d']);
  });
});
