// Lighthouse on every prerendered public page (mobile) and on the signed-in app shell (desktop):
// medians with their spread (min–max), the four category scores, LCP, TBT, CLS, and the
// JavaScript each page transfers on load (from the network-requests audit), against issue 15's
// targets. TBT swings between runs on a 2-core machine: hence several runs and the spread.
//   node scripts/bench/lighthouse.mjs [--url http://host:port] [--runs N] [--paths /,/faq]
// Without --url it starts the built app (apps/server/dist + apps/web/dist, or BENCH_SERVER_ENTRY
// and BENCH_WEB_DIST) on a temporary embedded database with the demo data. Runs: 5 for '/' and
// 3 for each other page unless --runs (or LIGHTHOUSE_RUNS) says otherwise. Chromium: CHROME_PATH
// or /usr/bin/chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLighthouse, spread, median, CATEGORIES } from './lighthouse-run.mjs';
import { freePort } from './servers.mjs';

/** Issue 15's targets for the public pages and the signed-in shell. */
const TARGET = { score: 100, tbtMs: 50, lcpMs: 1000, jsKiB: 80, shellInteractiveMs: 1000 };
const DEMO = { email: 'demo@updately.local', password: 'demo passphrase 2026' };
const kib = (bytes) => bytes / 1024;

/** The prerendered pages, from the build's own list (scripts/prerender.mjs writes it). */
export function publicPagePaths(webDist = process.env.BENCH_WEB_DIST ?? 'apps/web/dist') {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const list = html.match(/<meta name="updately-public-pages" content="([^"]*)"/);
  return list ? list[1].split(' ') : ['/'];
}

/**
 * `count` measured runs. A run that could not measure (Lighthouse's own trace errors, such as
 * NO_NAVSTART, on a busy machine) is left out, named, and made up by another, up to `count` more.
 */
async function runs(url, count, options) {
  const results = [];
  const failed = [];
  for (let i = 0; results.length < count && i < 2 * count; i++) {
    const result = await runLighthouse(url, options);
    if (result.failed) failed.push(result.failed);
    else results.push(result);
  }
  if (results.length === 0) {
    throw new Error(`Lighthouse could not measure ${url}: ${failed.join(', ')}`);
  }
  return Object.assign(results, { failed });
}

const runsNote = (results) =>
  `${results.length} runs${results.failed.length ? `; ${results.failed.length} more could not measure (${results.failed.join(', ')})` : ''}`;

function pageLine(pagePath, results) {
  const all = (key) => results.map((r) => r[key]);
  const score = (c) => spread(results.map((r) => r.scores[c]));
  const js = median(all('js'));
  const met =
    CATEGORIES.every((c) => median(results.map((r) => r.scores[c])) === TARGET.score) &&
    median(all('tbt')) < TARGET.tbtMs &&
    median(all('lcp')) <= TARGET.lcpMs &&
    kib(js) <= TARGET.jsKiB;
  return [
    `  ${met ? 'ok  ' : 'MISS'} ${pagePath.padEnd(17)} perf ${score('performance')}  a11y ${score('accessibility')}  bp ${score('best-practices')}  seo ${score('seo')}`,
    `${''.padEnd(24)}LCP ${spread(all('lcp'))} ms  TBT ${spread(all('tbt'))} ms  CLS ${spread(all('cls'), (v) => v.toFixed(3))}  JS on load ${spread(all('js').map(kib), (v) => v.toFixed(1))} KiB  (${runsNote(results)})`,
  ];
}

/** Lighthouse mobile on each public page: median and spread, and whether it meets the targets. */
export async function lighthouseReport(baseUrl, { paths, runs: runCount } = {}) {
  const lines = [];
  for (const pagePath of paths) {
    const count = runCount ?? (pagePath === '/' ? 5 : 3);
    const results = await runs(`${baseUrl}${pagePath}`, count);
    lines.push(...pageLine(pagePath, results));
    const failing = [...new Set(results.flatMap((r) => r.failing))];
    if (failing.length) lines.push(`${''.padEnd(24)}below 100 in some run: ${failing.join(', ')}`);
  }
  return lines.join('\n');
}

/** The demo user's session cookies on `baseUrl`, for the browser's cookie jar. */
async function signInDemo(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

/**
 * The signed-in app shell (the demo user's /dashboard) on Lighthouse's desktop preset, signed in
 * (the session in the browser's cookies): time to interactive, TBT, LCP and the JS it loads.
 */
export async function signedInShellReport(baseUrl, { runs: runCount = 3 } = {}) {
  const cookies = await signInDemo(baseUrl);
  const results = await runs(`${baseUrl}/dashboard`, runCount, { formFactor: 'desktop', cookies });
  const landed = new URL(results[0].finalUrl).pathname;
  if (landed !== '/dashboard') throw new Error(`the shell run ended on ${landed}, not /dashboard`);
  const all = (key) => results.map((r) => r[key]);
  const met = median(all('tti')) <= TARGET.shellInteractiveMs;
  return [
    `  ${met ? 'ok  ' : 'MISS'} /dashboard signed in (desktop)  interactive ${spread(all('tti'))} ms  TBT ${spread(all('tbt'))} ms  LCP ${spread(all('lcp'))} ms  perf ${spread(results.map((r) => r.scores.performance))}  JS ${spread(all('js').map(kib), (v) => v.toFixed(1))} KiB  (${runsNote(results)})`,
  ].join('\n');
}

/** A temporary embedded database with the demo account (db:seed --demo=typical). */
function seededDataDir() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-lighthouse-'));
  const seeded = spawnSync('npx', ['tsx', 'apps/server/src/scripts/seed.ts', '--demo=typical'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  if (seeded.status !== 0) throw new Error('seeding the demo data failed');
  return dataDir;
}

/** The production build on a temporary embedded database (development mode: plain http). */
export async function startBuiltApp({
  entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js',
  webDist = process.env.BENCH_WEB_DIST ?? 'apps/web/dist',
  // An embedded database directory to serve (removed on stop); a fresh one when not given.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-lighthouse-')),
  // Addresses made admins when they sign in (the cold-load bench measures /admin).
  adminEmails = '',
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
      ADMIN_EMAILS: adminEmails,
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

/** The built app with the demo data; the demo user becomes an admin when it signs in. */
export const startBenchApp = () =>
  startBuiltApp({ dataDir: seededDataDir(), adminEmails: DEMO.email });

const runsFromEnv = () =>
  process.env.LIGHTHOUSE_RUNS ? Number(process.env.LIGHTHOUSE_RUNS) : undefined;

/**
 * For `npm run bench`: the built app on its own server with the demo data, Lighthouse on every
 * public page and on the signed-in shell. `runs` overrides the per-page default (5 for '/', 3
 * for the others).
 */
export async function lighthouseBench({ runs: runCount = runsFromEnv() } = {}) {
  const app = await startBenchApp();
  try {
    console.log(
      `\nLighthouse (CHROME_PATH=${process.env.CHROME_PATH ?? '/usr/bin/chromium'}): median (min–max); targets: all four scores ${TARGET.score}, TBT < ${TARGET.tbtMs} ms, LCP <= ${TARGET.lcpMs} ms, JS on load <= ${TARGET.jsKiB} KiB; the shell interactive <= ${TARGET.shellInteractiveMs} ms`,
    );
    console.log('Public pages, mobile:');
    console.log(
      await lighthouseReport(app.url, { paths: publicPagePaths(app.webDist), runs: runCount }),
    );
    console.log('Signed-in app shell, desktop:');
    console.log(await signedInShellReport(app.url, { runs: runCount ?? 3 }));
    // Last: it turns on the demo admin's authenticator, after which a password alone no longer
    // signs in. (Imported here: its own command line starts the app with this module.)
    const { coldLoadReport } = await import('./cold-load.mjs');
    console.log(await coldLoadReport(app.url, { runs: runCount ?? 3 }));
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > -1 ? process.argv[i + 1] : undefined;
  };
  const runCount = arg('--runs') ? Number(arg('--runs')) : runsFromEnv();
  const given = arg('--url');
  if (!given) {
    await lighthouseBench({ runs: runCount });
  } else {
    const paths = arg('--paths')?.split(',') ?? publicPagePaths();
    console.log(`Lighthouse, mobile (${given}):`);
    console.log(await lighthouseReport(given, { paths, runs: runCount }));
    console.log(await signedInShellReport(given, { runs: runCount ?? 3 }));
  }
}
