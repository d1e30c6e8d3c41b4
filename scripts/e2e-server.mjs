// The app as the e2e tests see it: the production build on a fresh, temporary embedded database,
// with local stand-ins for the third parties it calls (Cloudflare siteverify, an SMS provider,
// the DNS servers a brand claim's TXT record is looked up on).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import dns2 from 'dns2';
import pg from 'pg';

const PASS_TOKEN = 'test-pass-token';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-e2e-'));
const port = process.env.E2E_PORT ?? '4310';
const standInPort = Number(port) + 1;

/**
 * POST /siteverify (Cloudflare's protocol), POST /sms (records texts, GET /sms lists them) and
 * POST /dns { name, value } (a TXT record the DNS stand-in answers from then on).
 */
const texts = [];
const txtRecords = new Map();
const standIn = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && req.url === '/siteverify') {
      const ok = new URLSearchParams(body).get('response') === PASS_TOKEN;
      return res.end(
        JSON.stringify({ success: ok, 'error-codes': ok ? [] : ['invalid-input-response'] }),
      );
    }
    if (req.method === 'POST' && req.url === '/sms') {
      texts.unshift({ ...JSON.parse(body || '{}'), at: new Date().toISOString() });
      return res.end('{}');
    }
    if (req.method === 'GET' && req.url?.startsWith('/sms'))
      return res.end(JSON.stringify({ texts }));
    if (req.method === 'POST' && req.url === '/dns') {
      const { name, value } = JSON.parse(body || '{}');
      const key = String(name).toLowerCase();
      txtRecords.set(key, [...(txtRecords.get(key) ?? []), String(value)]);
      return res.end('{}');
    }
    res.statusCode = 404;
    res.end('{}');
  });
});
standIn.listen(standInPort, '127.0.0.1');

/** DNS over UDP on the same port number: TXT answers from POST /dns, NXDOMAIN otherwise. */
const { Packet } = dns2;
const dnsStandIn = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const values = question ? (txtRecords.get(question.name.toLowerCase()) ?? []) : [];
    if (question?.type === Packet.TYPE.TXT) {
      for (const data of values) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 1, data }),
        );
      }
    }
    if (values.length === 0) response.header.rcode = 3;
    send(response);
  },
});
await dnsStandIn.listen({ udp: { port: standInPort, address: '127.0.0.1' } });

/**
 * With E2E_DATABASE_URL (a PostgreSQL server) the app runs on a scratch database of its own there,
 * dropped at exit, so its queries run in PostgreSQL's own processes instead of on the app's event
 * loop. Not the default: under load it measured no faster than PGlite (138 s against 140 s for six
 * specs). Without it, the embedded PGlite, as `npm start` runs.
 */
async function scratchPostgres(base) {
  if (!base) return undefined;
  const name = `updately_e2e_${port}_${Date.now().toString(36)}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // Playwright ends this process with SIGKILL, so the exit handler may never drop the last run's
  // database: a run drops those its port left behind first.
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  const { rows } = await client
    .query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`updately_e2e_${port}_%`])
    .finally(() => client.end());
  for (const { datname } of rows)
    await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}
const postgres = await scratchPostgres(process.env.E2E_DATABASE_URL);

// E2E_SERVER_ENTRY / E2E_WEB_DIST let parallel runs use builds of their own.
const entry = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js';
const env = {
  ...process.env,
  NODE_ENV: 'test',
  // Every browser test comes from 127.0.0.1: shared per-IP buckets would only slow the suite.
  // The limits themselves are proven by the integration tests (auth/rate-limit.int.test.ts).
  RATE_LIMIT: 'off',
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  TURNSTILE_VERIFY_URL: `http://127.0.0.1:${standInPort}/siteverify`,
  SMS_WEBHOOK_URL: `http://127.0.0.1:${standInPort}/sms`,
  // The business specs' webhook receivers listen on 127.0.0.1: allowed on purpose (N8).
  WEBHOOK_ALLOW_PRIVATE: 'true',
  CLAIM_DNS_SERVERS: `127.0.0.1:${standInPort}`,
  // Signing up with these addresses makes admins (ADMIN_EMAILS), one per admin spec (e2e/support/
  // users.ts signInAsAdmin): authenticator codes are single-use per user.
  ADMIN_EMAILS: [
    ...['shell', 'feedback', 'no-mfa', 'step-up', 'claims', 'claim-paths', 'analytics', 'users'],
    ...['analytics-truth', 'users-peer'],
    ...['journeys'],
    ...['brands', 'directory', 'integrations', 'audit', 'errors', 'security', 'settings', 'a11y'],
    ...['approval-asker', 'approval-approver', 'approval-target'],
  ]
    .map((label) => `admin-${label}@e2e.test`)
    .join(','),
  // Sessions slide after 5 s instead of a day, so a test can watch the cookie being renewed
  // (e2e/auth-session-sliding.spec.ts); renewing more often changes nothing else.
  SESSION_UPDATE_AGE: '5',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
};
// The demo account (demo@updately.local, a journey with updates at every stage): pages are also
// checked filled with data, not only empty (npm run db:seed -- --demo=typical, the same factories).
const seed = spawnSync(
  process.execPath,
  [path.join(path.dirname(entry), 'seed.js'), '--demo=typical'],
  { stdio: 'inherit', env },
);
if (seed.status !== 0) {
  await postgres?.drop();
  process.exit(seed.status ?? 1);
}
const child = spawn(process.execPath, ['--enable-source-maps', entry], {
  stdio: 'inherit',
  env,
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code) => {
  standIn.close();
  void dnsStandIn.close();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop().catch(() => undefined);
  process.exit(code ?? 0);
});
