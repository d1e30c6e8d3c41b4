import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { patternExpression } from './route-pattern';
import { createSpaPage } from './spa-page';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: hashed assets cached for a year, HTML always revalidated.
 * A prerendered page (`<path>/index.html`) wins; any other path gets the SPA shell (with the
 * signed-in frame of its page, see spa-page.ts), with a 404 status when no route of the web app
 * matches it (the shell then renders its not-found page).
 * A missing file (an asset, or any other path with an extension that no page's route matches) is
 * a plain 404, never the shell.
 */
export function createStaticWeb(
  distDir: string,
  { hasSession = () => false }: { hasSession?: (c: Context) => boolean } = {},
) {
  const root = path.resolve(distDir);
  const shell = ['spa.html', 'index.html'].map((f) => path.join(root, f)).find(existsSync);
  const routesFile = path.join(root, 'routes.json');
  const isPage = pageMatcher(routesFile);
  // A page of the web app stays a page when its last segment has a dot: a company's documents
  // link ends in `.<signature>`, which would otherwise look like a file about one time in four.
  const isRoutedPage = existsSync(routesFile) ? isPage : () => false;
  const spaPage = shell && createSpaPage(shell, path.join(root, 'app-shells.json'));

  function fileFor(urlPath: string): string | undefined {
    const decoded = safeDecode(urlPath);
    if (decoded === undefined) return undefined;
    const target = path.resolve(root, `.${decoded}`);
    if (!target.startsWith(root + path.sep) && target !== root) return undefined;
    for (const candidate of [target, path.join(target, 'index.html')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  }

  return function serve(c: Context): Response {
    const found = fileFor(c.req.path);
    if (!found && looksLikeFile(c.req.path) && !isRoutedPage(c.req.path)) {
      return c.text('Not found', 404);
    }
    const file = found ?? shell;
    if (!file) return c.text('The web app is not built. Run `npm run build`.', 503);
    if (!found && spaPage) {
      const html = spaPage(c.req.path, {
        signedIn: hasSession(c),
        cookies: c.req.header('cookie') ?? '',
      });
      return c.body(c.req.method === 'HEAD' ? '' : html, isPage(c.req.path) ? 200 : 404, {
        'content-type': TYPES['.html']!,
        'cache-control': REVALIDATE,
        vary: 'Cookie',
      });
    }
    const ext = path.extname(file);
    const hashed = c.req.path.startsWith('/assets/');
    const body =
      c.req.method === 'HEAD' ? '' : (Readable.toWeb(createReadStream(file)) as ReadableStream);
    return c.body(body, found || isPage(c.req.path) ? 200 : 404, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': hashed ? IMMUTABLE : REVALIDATE,
    });
  };
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function looksLikeFile(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(urlPath);
}

/**
 * Whether a path is one of the web app's pages, from the build's routes.json (React Router
 * patterns). Without the file, every path is taken for a page.
 */
export function pageMatcher(routesFile: string): (urlPath: string) => boolean {
  if (!existsSync(routesFile)) return () => true;
  const { patterns } = JSON.parse(readFileSync(routesFile, 'utf8')) as { patterns: string[] };
  const expressions = patterns.map(patternExpression);
  return (urlPath) => expressions.some((e) => e.test(urlPath));
}
