import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { forgetServedShell, readServedShell } from './app/served-shell';
import { installErrorReporter } from './lib/error-reporter';
import { queryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session';
import { yieldToMain } from './lib/yield-to-main';

/**
 * A prerendered page hydrates only if the first render is that page, not the router's loading
 * spinner: load the lazy route modules of the current location first.
 */
async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy());
      } else {
        const loaded = await Promise.all(
          Object.entries(lazy).map(async ([key, load]) => [key, await load()] as const),
        );
        Object.assign(route, Object.fromEntries(loaded));
      }
      delete route.lazy;
    }),
  );
}

/** Hydrates the prerendered page, or renders the SPA shell's route from scratch. */
export async function startClient(root: HTMLElement) {
  // Uncaught errors and unhandled rejections go to the admin error log (no personal data).
  installErrorReporter();
  // A signed-in frame painted by the server (a session cookie came with the request): who is
  // signed in is asked now, while the page's modules load, not after they have.
  const shell = readServedShell(root);
  if (shell) void queryClient.prefetchQuery(meQueryOptions);
  await yieldToMain();
  const routes = createRoutes();
  // Prerendered HTML has markup in #root; spa.html (every other path) has none or the signed-in
  // frame. A public page whose islands hand over to the app (islands/navigate.ts) is replaced,
  // not hydrated.
  const prerendered = root.firstElementChild !== null && !shell && root.dataset.handover !== 'true';
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname);
  await yieldToMain();
  const router = createBrowserRouter(routes);
  if (shell) {
    const first = router.state.location;
    const stop = router.subscribe((state) => {
      if (state.location === first) return;
      forgetServedShell();
      stop();
    });
  }
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Analytics never delays the page: its module (and PostHog, when configured) loads afterwards.
  void import('./lib/analytics').then(({ startAnalytics }) => startAnalytics(router));
}
