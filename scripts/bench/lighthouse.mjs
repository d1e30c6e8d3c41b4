// Lighthouse (mobile, simulated throttling) on the public pages: the median of several runs per
// page, printing the four category scores, LCP, TBT and CLS, plus the landing page's initial JS.
//   node scripts/bench/lighthouse.mjs [--url http://host:port] [--runs 3]
// Without --url it starts the built app (apps/server/dist + apps/web/dist, or BENCH_SERVER_ENTRY
// and BENCH_WEB_DIST) on a temporary embedded database. Chromium: CHROME_PATH or /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './servers.mjs';

export const LIGHTHOUSE_PATHS = ['/', '/moving-home'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits } = result.lhr;
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing: CATEGORIES.flatMap((c) =>
        categories[c].auditRefs
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
          )
          .map((ref) => `${c}/${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/** Median of `runs` Lighthouse runs for each path; the per-metric median of the runs. */
export async function lighthouseReport(baseUrl, { paths = LIGHTHOUSE_PATHS, runs = 3 } = {}) {
  const lines = [];
  for (const pagePath of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await runOnce(`${baseUrl}${pagePath}`));
    const score = (c) => median(results.map((r) => r.scores[c]));
    const metric = (m) => median(results.map((r) => r[m]));
    lines.push(
      `  ${pagePath.padEnd(14)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  |  LCP ${Math.round(metric('lcp'))} ms  TBT ${Math.round(metric('tbt'))} ms  CLS ${metric('cls').toFixed(3)}  (median of ${runs})`,
    );
    const failing = [...new Set(results.flatMap((r) => r.failing))];
    if (failing.length) lines.push(`${''.padEnd(18)}below 100 in some run: ${failing.join(', ')}`);
  }
  return lines.join('\n');
}

/** gzip size of the JavaScript the landing page loads before any interaction, and its inline CSS. */
export function landingInitialJs(webDist) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
  const js = files.reduce((t, f) => t + gz(readFileSync(path.join(webDist, 'assets', f))), 0);
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((t, m) => t + gz(m[1]), 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  return `  landing page initial JS: ${kb(js)} gzip in ${files.length} files; inline CSS ${kb(css)} gzip; HTML ${kb(gz(html))} gzip`;
}

/** The production build on a temporary embedded database (development mode: plain http). */
export async function startBuiltApp({
  entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js',
  webDist = process.env.BENCH_WEB_DIST ?? 'apps/web/dist',
  // An embedded database directory to serve (removed on stop); a fresh one when not given.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-lighthouse-')),
} = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      // Production refuses http and test keys; the build is the same, so the bench runs it in
      // development mode on loopback (mail in the dev mailbox, Turnstile's test keys).
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: path.resolve(webDist),
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      POSTHOG_KEY: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    webDist,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** For `npm run bench`: the built app on its own server, Lighthouse, the landing page's JS. */
export async function lighthouseBench({ runs = 3 } = {}) {
  const app = await startBuiltApp();
  try {
    console.log(
      `\nLighthouse, mobile, median of ${runs} (CHROME_PATH=${process.env.CHROME_PATH ?? '/usr/bin/chromium'}):`,
    );
    console.log(await lighthouseReport(app.url, { runs }));
    console.log(landingInitialJs(app.webDist));
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > -1 ? process.argv[i + 1] : undefined;
  };
  const runs = Number(arg('--runs') ?? 3);
  const given = arg('--url');
  const app = given ? null : await startBuiltApp();
  try {
    console.log(`Lighthouse, mobile (${app?.url ?? given}):`);
    console.log(await lighthouseReport(given ?? app.url, { runs }));
    console.log(landingInitialJs(app?.webDist ?? process.env.BENCH_WEB_DIST ?? 'apps/web/dist'));
  } finally {
    await app?.stop();
  }
}
