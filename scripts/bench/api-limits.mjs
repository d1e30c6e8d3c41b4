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

/** The bare server on the route's SQL (bare-sql-server.mjs), loaded like the route. */
async function bareSqlRate(target, limit, duration) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'updately-bare-sql-'));
  const file = path.join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify(limit));
  const child = spawn(process.execPath, ['scripts/bench/bare-sql-server.mjs', target, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      child.stdout.once('data', (d) => resolve(String(d).trim()));
      child.once('exit', (code) => reject(new Error(`bare-sql-server exited (${code})`)));
    });
    // Warm (the route was, by the requests before it), then measure.
    await load(url, { duration: 1 });
    return await load(url, { duration });
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n, width) => String(n).padStart(width);

function tableRow(route, r, limit) {
  const ratio = limit ? `${(r.rps / limit.rps).toFixed(2)}x ${limit.name}` : 'ceiling';
  const errors = r.errors ? `  (${r.errors} errors)` : '';
  return `  ${route.padEnd(34)} ${fmt(r.rps, 7)} ${fmt(`${r.p50} ms`, 7)} ${fmt(`${r.p99} ms`, 7)}   ${ratio}${errors}`;
}

/** Prints the table for PGlite and, given a URL, PostgreSQL. */
export async function apiLimitsBench({ postgresUrl, duration = 5 } = {}) {
  console.log(
    `\nRoutes against their limits (autocannon -c 20, ${duration} s each; demo user, 36 footprints):`,
  );
  console.log(
    `  ${'route'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}   ratio to its limit`,
  );

  const targets = [{ name: 'PGlite' }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL', databaseUrl: postgresUrl });
  for (const target of targets) {
    const app = await startApp({ databaseUrl: target.databaseUrl, keepData: true });
    const measured = new Map();
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
      for (const route of SIGNED_IN_ROUTES) {
        measured.set(route, await load(`${app.url}${route}`, { duration, headers: { cookie } }));
      }
    } finally {
      await app.stop();
    }
    try {
      const db = app.databaseUrl ?? `pglite:${app.dataDir}`;
      const limits = routeSqlRates(db, duration);
      for (const route of SIGNED_IN_ROUTES) {
        const limit = limits.get(route);
        const kind = limit.prepared ? 'prepared ' : '';
        const queries = `${limit.queries} ${kind}${limit.queries === 1 ? 'query' : 'queries'}`;
        const name = `its SQL (${queries}, ${Math.round(limit.sqlPerSecond)}/s)`;
        const r = measured.get(route);
        console.log(
          tableRow(`GET ${route} (${target.name})`, r, { name, rps: limit.sqlPerSecond }),
        );
        const bare = await bareSqlRate(db, limit, duration);
        console.log(
          tableRow(`  bare node:http on the same SQL`, bare, {
            name: 'its SQL',
            rps: limit.sqlPerSecond,
          }) + `; the route is ${(r.rps / bare.rps).toFixed(2)}x of it`,
        );
      }
    } finally {
      await app.cleanup();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await apiLimitsBench({
    postgresUrl: process.argv[2],
    duration: Number(process.env.BENCH_SECONDS ?? 5),
  });
}
