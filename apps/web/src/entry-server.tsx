import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';

import { AppProviders } from './app/providers';
import { routePatterns } from './app/route-patterns';
import { createRoutes } from './app/router';
import { APP_SHELL_KINDS, SHELL_ROUTE_IDS } from './app/layouts/app-shell-kind';
import { AppShellSkeleton } from './app/layouts/app-shell-skeleton';
import { IslandRenderContext } from './islands/island';
import { SIDEBAR_COOKIES } from './lib/sidebar-cookie';
import { PUBLIC_PAGE_META } from './lib/page-meta';
import { formatPageTitle } from './lib/use-page-title';

/** The prerendered pages' own script, written into each page (it is allowed by its CSP hash). */
export { ISLANDS_LOADER } from '@updately/shared/islands-loader';

/** The public pages written to static HTML at build time (scripts/prerender.mjs). */
export const PRERENDERED_PAGES = Object.entries(PUBLIC_PAGE_META).map(([path, meta]) => ({
  path,
  title: formatPageTitle(meta.title),
  description: meta.description,
}));

/** The router's page patterns, for the server's 404s (scripts/prerender.mjs writes routes.json). */
export const ROUTE_PATTERNS = routePatterns(createRoutes());

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** An island is rendered on its own, as the browser hydrates it (islands/hydrate.tsx). */
const renderIsland = (element: ReactElement, identifierPrefix: string) =>
  renderToString(element, { identifierPrefix });

/**
 * The markup of `#root` for one path, rendered by React Router's static handler. The page itself
 * stays static HTML; its islands (header, footer, carousel, forms…) are written with their
 * names and props for islands/start-islands.ts to hydrate one by one, without the router.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <IslandRenderContext.Provider value={renderIsland}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </IslandRenderContext.Provider>
    </StrictMode>,
    // Never outline a large Suspense boundary: that would need an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}

/** The signed-in frames' markup, and the cookie that says whether each one's sidebar is collapsed. */
export function renderAppShells() {
  return Object.fromEntries(
    APP_SHELL_KINDS.map((kind) => [
      kind,
      {
        cookie: kind === 'admin' ? SIDEBAR_COOKIES.admin : SIDEBAR_COOKIES.app,
        expanded: renderToString(<AppShellSkeleton kind={kind} />),
        collapsed: renderToString(<AppShellSkeleton kind={kind} collapsed />),
      },
    ]),
  );
}

type RouteModuleProbe = (file: string) => Promise<{ default: () => null }>;
const probeHolder = globalThis as { __updatelyRouteModule?: RouteModuleProbe };

/**
 * For each signed-in page pattern: its frame, and the source modules of the lazy routes it
 * loads (layout and page). The prerender's SSR build turns router.tsx's `import()`s into calls
 * of `__updatelyRouteModule` while it is set (scripts/prerender.mjs), so nothing is imported.
 */
export async function appShellRoutes() {
  const result: { pattern: string; shell: string; modules: string[] }[] = [];
  for (const pattern of ROUTE_PATTERNS) {
    const matches = matchRoutes(createRoutes(), pattern.replace(/:[^/]+/g, 'x')) ?? [];
    const shell = matches.map(({ route }) => SHELL_ROUTE_IDS[route.id ?? '']).find(Boolean);
    if (!shell) continue;
    const modules: string[] = [];
    probeHolder.__updatelyRouteModule = (file) => {
      modules.push(file);
      return Promise.resolve({ default: () => null });
    };
    try {
      const loads = matches.flatMap(({ route }) => {
        const lazy = route.lazy;
        if (!lazy) return [];
        if (typeof lazy === 'function') return [lazy()];
        return Object.values(lazy).map((load) => (load as () => Promise<unknown>)());
      });
      await Promise.all(loads);
    } finally {
      delete probeHolder.__updatelyRouteModule;
    }
    result.push({ pattern, shell, modules });
  }
  return result;
}
