import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function freePort() {
  const server = http.createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/** A bare node:http hello-world: the ceiling this machine allows, for the ratio. */
export async function startHelloWorld() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}

async function adminQuery(base, statement) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A scratch database on the given server, so the bench never touches real data. */
async function scratchDatabase(base) {
  const name = `updately_bench_${Date.now()}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function withScratchDatabase(base, run) {
  const scratch = await scratchDatabase(base);
  try {
    return await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

/**
 * The built app in its own process, on PGlite in a temp dir or on a scratch PostgreSQL database.
 * `stop` ends it and removes its data; with `keepData`, `stop` only ends it and `cleanup` removes
 * the data afterwards (`dataDir`, `databaseUrl`), so the same database can be measured again.
 */
export async function startApp({ databaseUrl, keepData = false } = {}) {
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : undefined;
  databaseUrl = scratch?.url;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'silent',
      // Production refuses http and test keys; the build is the same, so the bench runs it in
      // development mode on loopback (mail in the dev mailbox, Turnstile's test keys).
      NODE_ENV: 'development',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  return {
    url,
    dataDir: path.join(dataDir, 'pglite'),
    databaseUrl,
    cleanup,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) await cleanup();
    },
  };
}
