// The limit a route is measured against (`npm run bench`): the SQL one request of the route
// sends, recorded from a real request, then replayed as fast as the database takes it. Prints
// one JSON line per route: { path, queries, prepared, sqlPerSecond, statements }.
//   tsx bench-route-sql.ts <postgres-url | pglite:DIR> <email> <password> <seconds> <path>...
// PostgreSQL: pgbench (20 clients, 2 threads; prepared statements when the app names them, as
// it does its hot queries, else the extended protocol node-postgres uses) runs the recorded
// statements as one transaction script. PGlite: the same statements in a loop in this
// process, 20 callers at a time (PGlite runs one at a time, as it does inside the app).
import { AsyncLocalStorage } from 'node:async_hooks';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createApp } from '../app';
import { loadConfig } from '../lib/config';
import { createLogger } from '../lib/logger';
import { openDatabase, type Database } from '../db/client';
import { startDeps, stopDeps } from '../server';

type Recorded = { text: string; values: unknown[]; named: boolean };

/** node-postgres's own conversion of a parameter to its text form (arrays, dates, JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

const [target, email, password, secondsArg, ...paths] = process.argv.slice(2);
if (!target || !email || !password || !secondsArg || paths.length === 0) {
  throw new Error(
    'usage: bench-route-sql.ts <postgres-url | pglite:DIR> <email> <password> <seconds> <path>...',
  );
}
const seconds = Number(secondsArg);
const CONNECTIONS = 20;
const ORIGIN = 'http://localhost:3000';

/** Records the queries sent inside `recording.run()` only (the job queue's polls are not). */
const recording = new AsyncLocalStorage<Recorded[]>();

function recordQueries(database: Database) {
  const driver = (database.pglite ?? database.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = driver.query.bind(driver);
  driver.query = (...args: unknown[]) => {
    const sink = recording.getStore();
    if (sink) {
      const [first, second] = args;
      const config =
        typeof first === 'string'
          ? { text: first }
          : (first as { text: string; values?: unknown[]; name?: string });
      sink.push({
        text: config.text,
        values: (second as unknown[]) ?? config.values ?? [],
        named: 'name' in config && Boolean(config.name),
      });
    }
    return original(...args);
  };
}

async function recordRoutes(database: Database): Promise<Map<string, Recorded[]>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    APP_URL: ORIGIN,
  });
  const deps = await startDeps(config, database, createLogger('silent'), {
    pollingIntervalSeconds: 3600,
  });
  try {
    const app = createApp(deps);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email, password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    recordQueries(database);
    const routes = new Map<string, Recorded[]>();
    for (const route of paths) {
      // Warm, as the load test is: the session has been read before.
      for (let i = 0; i < 2; i++) await (await app.request(route, { headers: { cookie } })).text();
      const sink: Recorded[] = [];
      const res = await recording.run(sink, () => app.request(route, { headers: { cookie } }));
      if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
      await res.text();
      routes.set(route, sink);
    }
    return routes;
  } finally {
    await stopDeps(deps);
  }
}

/** A statement with its parameters written in as literals (pgbench scripts take no values). */
function inline({ text, values }: Recorded): string {
  let sql = text;
  for (let i = values.length; i >= 1; i--) {
    const value = prepareValue(values[i - 1]);
    const literal =
      value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`;
    sql = sql.replaceAll(`$${i}`, literal);
  }
  return `${sql.replace(/\s+/g, ' ')};`;
}

function pgbenchRate(url: string, statements: Recorded[]): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'updately-pgbench-'));
  try {
    const script = path.join(dir, 'route.sql');
    writeFileSync(script, `${statements.map(inline).join('\n')}\n`);
    // Named statements, as the app sends its hot queries, are prepared once per connection.
    const mode = statements.every((s) => s.named) ? 'prepared' : 'extended';
    const out = execFileSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(CONNECTIONS),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-M',
        mode,
        '-f',
        script,
        url,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = /tps = ([\d.]+)/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(tps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function loopRate(database: Database, statements: Recorded[]): Promise<number> {
  const pglite = database.pglite!;
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const caller = async () => {
    while (performance.now() < until) {
      for (const s of statements) await pglite.query(s.text, s.values, { rowMode: 'array' });
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  return done / ((performance.now() - started) / 1000);
}

const database = target.startsWith('pglite:')
  ? await openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) })
  : await openDatabase({ kind: 'postgres', connectionString: target });
try {
  const routes = await recordRoutes(database);
  for (const [route, statements] of routes) {
    const sqlPerSecond =
      database.kind === 'postgres'
        ? pgbenchRate(target, statements)
        : await loopRate(database, statements);
    const prepared = statements.every((s) => s.named);
    // The statements go out too, for the bare server the bench runs on the same SQL.
    const sent = statements.map((s) => ({ text: s.text, values: s.values.map(prepareValue) }));
    console.log(
      JSON.stringify({
        path: route,
        queries: statements.length,
        prepared,
        sqlPerSecond,
        statements: sent,
      }),
    );
  }
} finally {
  await database.close();
}
