// Prerenders the public pages after `vite build`: an SSR build of src/entry-server.tsx renders
// each page's markup into the client's index.html, with its own title, description, canonical
// and Open Graph tags. Also writes spa.html (the shell for every other path), routes.json (the
// router's page patterns), sitemap.xml and robots.txt. Absolute URLs use APP_URL at build time
// (default http://localhost:3000).
//   node scripts/prerender.mjs [--outDir DIR]   (DIR: the client build, default dist)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--outDir');
const outDir = path.resolve(webRoot, flag > -1 ? process.argv[flag + 1] : 'dist');
const siteUrl = (process.env.APP_URL || 'http://localhost:3000').replace(/\/$/, '');

const escapeHtml = (s) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch],
  );

function headTags(page) {
  const url = `${siteUrl}${page.path === '/' ? '/' : page.path}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Updately" />`,
    `<meta property="og:locale" content="en_AU" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${siteUrl}/og-image.png`)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="Updately: life changes, your details update everywhere" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  return tags.map((t) => `    ${t}`).join('\n');
}

/**
 * The stylesheet inlined into prerendered pages and spa.html: one request less before the first
 * paint (the CSP allows inline styles, not inline scripts).
 */
function inlineStylesheet(template) {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
  const match = template.match(link);
  if (!match) return template;
  const css = readFileSync(path.join(outDir, match[1]), 'utf8').replaceAll('</style', '<\\/style');
  return template.replace(link, () => `<style>${css}</style>`);
}

const ISLANDS_START = 'src/islands/start-islands.ts';
/** The prerendered paths, which islands/navigate.ts swaps in place (set once rendered). */
let PAGE_PATHS = [];
const ISLANDS_MANIFEST = path.join('.vite', 'islands-manifest.json');

/**
 * The islands (src/islands/start-islands.ts: React and the islands a page hydrates on load, the
 * larger ones as chunks of their own), a build of its own next to the app's: a module graph that
 * shares nothing with the app, so a public page downloads one file instead of the app's shared
 * chunks. The app's entry loads only when a visitor leaves for it (islands/navigate.ts).
 */
async function buildIslands() {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    mode: 'islands',
    logLevel: 'warn',
    resolve: {
      alias: { 'tailwind-merge': path.join(webRoot, 'src/islands/tailwind-merge-lite.ts') },
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: ISLANDS_MANIFEST,
      // The few island chunks import only the islands script: no preload helper needed.
      modulePreload: false,
      rollupOptions: {
        input: { 'islands-start': path.join(webRoot, ISLANDS_START) },
      },
    },
  });
  return JSON.parse(readFileSync(path.join(outDir, ISLANDS_MANIFEST), 'utf8'));
}

/**
 * Prerendered pages carry their loader in the page (@updately/shared/islands-loader; the CSP
 * allows it by its hash) instead of the app's script: it imports the islands, named in a meta
 * tag, once the page has painted. Nothing but the HTML is requested before the first paint: a
 * separate script, however small and late, lands before the paint on a slow connection and
 * delays it by a new connection's round trips. The app's entry is named too, for the moment the
 * visitor leaves for the app; so is the list of prerendered pages.
 */
function useIslandsScript(template, manifest, loader) {
  const start = manifest[ISLANDS_START];
  if (!start) throw new Error('the islands build lacks its start');
  if (/<\/script|<!--/i.test(loader)) throw new Error('the islands loader cannot be inlined');
  const appScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
  const app = template.match(appScript);
  if (!app) throw new Error("index.html lacks the app's module script");
  const pages = PAGE_PATHS.join(' ');
  const tags = [
    `<meta name="updately-app-entry" content="${app[1]}" />`,
    `<meta name="updately-public-pages" content="${pages}" />`,
    `<meta name="updately-islands" content="/${start.file}" />`,
    `<script>${loader}</script>`,
  ];
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(appScript, () => tags.join('\n    '));
}

/** The icon as a data URL: no request for it before the first paint either. */
function inlineFavicon(template) {
  const link = /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg" \/>/;
  if (!link.test(template)) throw new Error('index.html lacks the SVG icon link');
  const svg = readFileSync(path.join(outDir, 'favicon.svg'), 'utf8')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim();
  const dataUrl = `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[<>#%\n]/g, encodeURIComponent)}`;
  return template.replace(link, () => `<link rel="icon" type="image/svg+xml" href="${dataUrl}" />`);
}

function fill(template, islands, loader, page, markup) {
  const description = /<meta\s+name="description"[\s\S]*?\/?>/;
  if (!description.test(template) || !template.includes('<div id="root"></div>')) {
    throw new Error('index.html lacks the meta description or an empty #root');
  }
  return (
    useIslandsScript(inlineFavicon(inlineStylesheet(template)), islands, loader)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(description, `<meta name="description" content="${escapeHtml(page.description)}" />`)
      .replace('</head>', `${headTags(page)}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
      // The page reads fine without JavaScript; only the SPA shell needs the notice.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  );
}

const DYNAMIC_IMPORT = /import\((['"])(\.{1,2}\/[^'"]+)\1\)/g;

/**
 * For the SSR build only: each lazy route's `import()` in router.tsx first asks
 * `globalThis.__updatelyRouteModule` (set by entry-server's appShellRoutes), so the build can
 * learn which source modules a page loads without importing them.
 */
const routeModuleProbe = {
  name: 'updately-route-module-probe',
  async transform(code, id) {
    if (!id.endsWith(path.join('src', 'app', 'router.tsx'))) return null;
    const files = new Map();
    for (const [, , spec] of code.matchAll(DYNAMIC_IMPORT)) {
      const resolved = await this.resolve(spec, id);
      if (!resolved) throw new Error(`router.tsx: cannot resolve ${spec}`);
      files.set(spec, path.relative(webRoot, resolved.id).split(path.sep).join('/'));
    }
    return code.replace(
      DYNAMIC_IMPORT,
      (call, _quote, spec) =>
        `(globalThis.__updatelyRouteModule?.(${JSON.stringify(files.get(spec))}) ?? ${call})`,
    );
  },
};

/** The client chunk of a source module and every chunk it imports statically, as URLs. */
function chunkUrls(manifest, key, urls = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the client manifest lacks ${key}`);
  if (urls.has(`/${chunk.file}`)) return urls;
  urls.add(`/${chunk.file}`);
  for (const dep of chunk.imports ?? []) chunkUrls(manifest, dep, urls);
  return urls;
}

/**
 * app-shells.json, for the server's SPA pages: the signed-in frames' markup, and for each
 * signed-in page its frame and the chunks to preload with the entry (the app's start, the
 * layout and the page), so they load in parallel instead of one after another.
 */
async function writeAppShells({ renderAppShells, appShellRoutes }) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const start = [...chunkUrls(manifest, 'src/start-client.tsx')];
  const routes = (await appShellRoutes()).map(({ pattern, shell, modules }) => {
    if (!modules.length) throw new Error(`${pattern}: no lazy route module was recorded`);
    const urls = new Set(start);
    // A module without an entry of its own (the layouts) is in one of vite.config's shared
    // chunks, which the entry imports and spa.html preloads already.
    const own = modules.filter((module) => manifest[module]);
    if (!own.length) throw new Error(`${pattern}: none of ${modules} has a chunk of its own`);
    for (const module of own) chunkUrls(manifest, module, urls);
    return { pattern, shell, preload: [...urls] };
  });
  const file = { shells: renderAppShells(), routes };
  writeFileSync(path.join(outDir, 'app-shells.json'), `${JSON.stringify(file, null, 2)}\n`);
}

const cacheDir = path.join(webRoot, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
// Inside node_modules so that Node resolves the SSR build's external packages; unique per run.
const ssrDir = mkdtempSync(path.join(cacheDir, 'prerender-'));
try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    plugins: [routeModuleProbe],
  });
  const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  const { renderPage, PRERENDERED_PAGES, ROUTE_PATTERNS, ISLANDS_LOADER } = server;

  // Vite's index.html is the template; a second run (index.html already prerendered) takes it
  // back from spa.html.
  const NOINDEX = '    <meta name="robots" content="noindex" />\n';
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const template = index.includes('<div id="root"></div>')
    ? index
    : readFileSync(path.join(outDir, 'spa.html'), 'utf8').replace(NOINDEX, '');
  // Every path that is not prerendered gets this shell, which renders on the client; its
  // stylesheet inline, so that the signed-in frame the server writes into it paints at once.
  writeFileSync(
    path.join(outDir, 'spa.html'),
    inlineStylesheet(template).replace('</head>', `${NOINDEX}  </head>`),
  );
  await writeAppShells(server);

  PAGE_PATHS = PRERENDERED_PAGES.map((page) => page.path);
  const islands = await buildIslands();
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page.path);
    if (/<script/i.test(markup)) throw new Error(`${page.path}: prerendered markup has a script`);
    if (!/<h1[\s>]/.test(markup)) throw new Error(`${page.path}: prerendered markup has no <h1>`);
    const file =
      page.path === '/'
        ? path.join(outDir, 'index.html')
        : path.join(outDir, page.path.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(template, islands, ISLANDS_LOADER, page, markup));
  }

  // The server answers paths outside these patterns with the shell and a 404 status.
  writeFileSync(
    path.join(outDir, 'routes.json'),
    `${JSON.stringify({ patterns: ROUTE_PATTERNS }, null, 2)}\n`,
  );

  const today = new Date().toISOString().slice(0, 10);
  const urls = PRERENDERED_PAGES.map(
    (page) =>
      `  <url><loc>${escapeHtml(`${siteUrl}${page.path}`)}</loc><lastmod>${today}</lastmod></url>`,
  );
  writeFileSync(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(outDir, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dev/',
      'Disallow: /admin',
      `Sitemap: ${siteUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  );
  console.log(
    `prerendered ${PRERENDERED_PAGES.length} pages into ${path.relative(process.cwd(), outDir) || '.'}`,
  );
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
