import type { RouteObject } from 'react-router';

/**
 * Every URL pattern the router renders a page for, without the catch-all: the build writes them
 * to routes.json so that the server can answer unknown paths with a 404 status.
 */
export function routePatterns(routes: readonly RouteObject[], parent = '/'): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const here =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    // A route with a path renders there itself only when it is a leaf; otherwise an index does.
    if (route.index || (route.path !== undefined && !route.children?.length)) patterns.add(here);
    for (const pattern of routePatterns(route.children ?? [], here)) patterns.add(pattern);
  }
  return [...patterns];
}
