import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/app-env';
import { integrationRecipesPage } from './integration-recipes';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = (title: string, init: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main><h1 class="visually-hidden" style="position:absolute;left:-9999px">${title}</h1><div id="docs"></div></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="${init}"></script>
</body>
</html>`;

// A file, not an inline script, so the page works under the CSP without 'unsafe-inline'.
const init = (document: string) =>
  `window.ui = SwaggerUIBundle({ url: '${document}', dom_id: '#docs', deepLinking: true });`;
const js = { 'content-type': 'text/javascript' };

/** Rendered API docs from local files (no CDN at run time): the app's, and the Business API's. */
export const docsRoutes = new Hono<AppEnv>()
  .get('/api/docs', (c) => c.html(page(`${c.var.deps.config.APP_NAME} API`, '/api/docs/init.js')))
  .get('/api/docs/init.js', (c) => c.body(init('/api/openapi.json'), 200, js))
  .get('/api/v1/docs', (c) =>
    c.html(page(`${c.var.deps.config.APP_NAME} Business API`, '/api/v1/docs/init.js')),
  )
  .get('/api/v1/docs/init.js', (c) => c.body(init('/api/v1/openapi.json'), 200, js))
  .get('/api/v1/docs/recipes', (c) => {
    const { config } = c.var.deps;
    return c.html(integrationRecipesPage(config.APP_NAME, config.appUrl));
  })
  .get('/api/docs/:asset', (c) => {
    const asset = c.req.param('asset');
    const type = ASSETS[asset];
    const file = path.join(swaggerDir, asset);
    if (!type || !existsSync(file)) return c.notFound();
    const stream = Readable.toWeb(createReadStream(file)) as ReadableStream;
    return c.body(stream, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
