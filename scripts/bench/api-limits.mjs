// Each API route beside its limit, in one run (issue 15): liveness against a bare node:http
// server, and the signed-in list routes against their own SQL replayed as fast as the database
// takes it (apps/server/src/scripts/bench-route-sql.ts). Autocannon, 20 connections, keep-alive.
//   node scripts/bench/api-limits.mjs [postgres-url]   (PGlite always; PostgreSQL when given)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './load.mjs';
import { startApp, startHelloWorld } from './servers.mjs';

const DEMO = { email: 'demo@updately.local', password: 'demo passphrase 2026' };
export const SIGNED_IN_ROUTES = ['/api/footprints', '/api/journeys', '/api/me'];

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function routeSqlRates(target, duration) {
  const args = ['tsx', 'apps/server/src/scripts/bench-route-sql.ts', target, DEMO.email];
  const run = spawnSync('npx', [...args, DEMO.password, String(duration), ...SIGNED_IN_ROUTES], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`bench-route-sql failed (${run.status})`);
  const lines = run.stdout.trim().split('\n').filter(Boolean);
  return new Map(lines.map((l) => JSON.parse(l)).map((r) => [r.path, r]));
}

/** The bare server on the route's SQL (bare-sql-server.mjs), running until `stop`. */
async function startBareSql(target, limit) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'updately-bare-sql-'));
  const file = path.join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify(limit));
  const child = spawn(process.execPath, ['scripts/bench/bare-sql-server.mjs', target, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise((resolve, reject) => {
      child.stdout.once('data', (d) => resolve(String(d).trim()));
      child.once('exit', (code) => reject(new Error(`bare-sql-server exited (${code})`)));
    });
    return { url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

const fmt = (n, width) => String(n).padStart(width);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median run of several (by req/s), with the median p50 and p99 of them all. */
const medianRun = (runs) => ({
  ...runs.find((r) => r.rps === median(runs.map((x) => x.rps))),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
});

/** The targets of issue 28 for a signed-in list route. */
const RATIO_TARGET = 0.8;
const P99_TARGET_MS = 50;
const verdict = (ok) => (ok ? 'yes' : 'NO');

function tableRow(route, r, limit) {
  const ratio = limit ? `${(r.rps / limit.rps).toFixed(2)}x ${limit.name}` : 'ceiling';
  const errors = r.errors ? `  (${r.errors} errors)` : '';
  return `  ${route.padEnd(34)} ${fmt(r.rps, 7)} ${fmt(`${r.p50} ms`, 7)} ${fmt(`${r.p99} ms`, 7)}   ${ratio}${errors}`;
}

/**
 * Each signed-in route and the bare server on its SQL, loaded in turn `rounds` times (the machine
 * may be busy with other work: pairs of runs a few seconds apart see the same machine). PGlite
 * is one process's database, so there the route's runs come first, then the bare server's.
 */
async function measureRoutes({ app, target, cookie, duration, rounds }) {
  const runs = new Map(SIGNED_IN_ROUTES.map((route) => [route, { app: [], bare: [] }]));
  const loadRoute = (route) => load(`${app.url}${route}`, { duration, headers: { cookie } });
  const db = app.databaseUrl ?? `pglite:${app.dataDir}`;
  let limits;
  if (target.databaseUrl) {
    limits = routeSqlRates(db, duration);
    for (const route of SIGNED_IN_ROUTES) {
      const bare = await startBareSql(db, limits.get(route));
      try {
        await loadRoute(route);
        await load(bare.url, { duration: 1 });
        for (let i = 0; i < rounds; i++) {
          runs.get(route).app.push(await loadRoute(route));
          runs.get(route).bare.push(await load(bare.url, { duration }));
        }
      } finally {
        await bare.stop();
      }
    }
    await app.stop();
  } else {
    for (const route of SIGNED_IN_ROUTES) {
      for (let i = 0; i < rounds; i++) runs.get(route).app.push(await loadRoute(route));
    }
    await app.stop();
    limits = routeSqlRates(db, duration);
    for (const route of SIGNED_IN_ROUTES) {
      const bare = await startBareSql(db, limits.get(route));
      try {
        await load(bare.url, { duration: 1 });
        for (let i = 0; i < rounds; i++) {
          runs.get(route).bare.push(await load(bare.url, { duration }));
        }
      } finally {
        await bare.stop();
      }
    }
  }
  return { limits, runs };
}

function printRoute(route, targetName, limit, { app, bare }) {
  const kind = limit.prepared ? 'prepared ' : '';
  const queries = `${limit.queries} ${kind}${limit.queries === 1 ? 'query' : 'queries'}`;
  const name = `its SQL (${queries}, ${Math.round(limit.sqlPerSecond)}/s)`;
  const r = medianRun(app);
  console.log(tableRow(`GET ${route} (${targetName})`, r, { name, rps: limit.sqlPerSecond }));
  const b = medianRun(bare);
  const ratios = app.map((a, i) => a.rps / bare[i].rps);
  const ratio = median(ratios);
  const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  console.log(
    tableRow(`  bare node:http on the same SQL`, b, { name: 'its SQL', rps: limit.sqlPerSecond }) +
      `; the route is ${ratio.toFixed(2)}x of it (${spread} over ${ratios.length} runs)`,
  );
  console.log(
    `    ≥ ${RATIO_TARGET}x: ${verdict(ratio >= RATIO_TARGET)}   ` +
      `p99 < ${P99_TARGET_MS} ms: ${verdict(r.p99 < P99_TARGET_MS)}`,
  );
}

/** Prints the table for PGlite and, given a URL, PostgreSQL. */
export async function apiLimitsBench({ postgresUrl, duration = 5, rounds = 3 } = {}) {
  console.log(
    `\nRoutes against their limits (autocannon -c 20, ${duration} s each; demo user, 36 footprints;` +
      ` signed-in routes: medians of ${rounds} runs, each beside a run of the bare server):`,
  );
  console.log(
    `  ${'route'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}   ratio to its limit`,
  );

  const targets = [{ name: 'PGlite' }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL', databaseUrl: postgresUrl });
  // BENCH_API_TARGETS=PostgreSQL measures one target only (a quicker run while tuning).
  const only = process.env.BENCH_API_TARGETS?.split(',');
  for (const target of targets.filter((t) => !only || only.includes(t.name))) {
    const app = await startApp({ databaseUrl: target.databaseUrl, keepData: true });
    try {
      // The ceiling right before the liveness route, so both see the same machine.
      const hello = await startHelloWorld();
      const bare = await load(hello.url, { duration });
      await hello.stop();
      console.log(tableRow('bare node:http hello', bare, null));
      const live = await load(`${app.url}/api/health/live`, { duration });
      console.log(
        tableRow(`GET /api/health/live (${target.name})`, live, { name: 'bare', ...bare }),
      );
      const ready = await load(`${app.url}/api/health`, { duration });
      console.log(
        tableRow(`GET /api/health, readiness (${target.name})`, ready, { name: 'bare', ...bare }),
      );
      const cookie = await signIn(app.url);
      const { limits, runs } = await measureRoutes({ app, target, cookie, duration, rounds });
      for (const route of SIGNED_IN_ROUTES) {
        printRoute(route, target.name, limits.get(route), runs.get(route));
      }
    } finally {
      await app.stop();
      await app.cleanup();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await apiLimitsBench({
    postgresUrl: process.argv[2],
    duration: Number(process.env.BENCH_SECONDS ?? 5),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  });
}
