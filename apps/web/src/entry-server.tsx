import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProviders } from './app/providers';
import { routePatterns } from './app/route-patterns';
import { createRoutes } from './app/router';
import { IslandRenderContext } from './islands/island';
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
