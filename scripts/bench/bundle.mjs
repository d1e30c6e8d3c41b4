import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** gzip size of every JS/CSS chunk, and what the landing page loads before any interaction. */
export function bundleReport() {
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const rows = assets
    .map((f) => ({
      file: f,
      raw: readFileSync(path.join(dist, 'assets', f)).length,
      gzip: gz(path.join(dist, 'assets', f)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The page's loader is written into it; it imports the file named in its meta tag.
  const initial = [
    ...html.matchAll(
      /(?:src|href|name="updately-islands" content)="\/assets\/([^"]+\.(?:js|css))"/g,
    ),
  ].map((m) => m[1]);
  const initialJs = initial
    .filter((f) => f.endsWith('.js'))
    .reduce((t, f) => t + gz(path.join(dist, 'assets', f)), 0);
  const initialCss = initial
    .filter((f) => f.endsWith('.css'))
    .reduce((t, f) => t + gz(path.join(dist, 'assets', f)), 0);
  const lines = rows.map(
    (r) => `  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(9)} gzip`,
  );
  lines.push(
    `  landing page on load: HTML ${kb(gz(path.join(dist, 'index.html')))} gzip (stylesheet and loader inlined), JS ${kb(initialJs)} gzip, CSS ${kb(initialCss)} gzip (${initial.length} files; the Lighthouse lines below count what the browser transfers)`,
  );
  return lines.join('\n');
}
