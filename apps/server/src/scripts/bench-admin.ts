// `npm run bench`: the admin API at the issue's scale (100,000 users, 1,000,000 audit entries,
// 200,000 update requests) on PostgreSQL. Prints p50/p99/req/s per route; asserts nothing.
//   npx tsx apps/server/src/scripts/bench-admin.ts postgres://…   (a scratch database)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { DateRange } from '@updately/shared/admin-analytics-api';
import { createApp } from '../app';
import { SIGN_IN_FAILED_ACTION } from '../auth/failed-sign-in';
import type { Db } from '../db/client';
import { createLogger } from '../lib/logger';
import { RATE_LIMITED_ACTION } from '../platform/rate-limit/rate-limit';
import { rebuildAnalyticsRollups } from '../modules/admin/analytics-rollups';
import { startDeps, stopDeps } from '../server';
import { oracleAdminAnalytics, oracleAuditCounts } from '../test/analytics-oracle';
import { adminCookie } from './bench-admin-session';
import { openBenchDatabase } from './bench-database';

const USERS = 100_000;
const AUDIT_ENTRIES = 1_000_000;
const UPDATE_REQUESTS = 200_000;
const SESSIONS = 30_000;
const DURATION = Number(process.argv[3] ?? 5);

const url = process.argv[2];
if (!url) {
  console.log('Admin API at scale: PostgreSQL only (pass a database URL); skipped.');
  process.exit(0);
}

/**
 * The demo-data factories (seed/factories) insert row by row with per-row work (password hashes,
 * encrypted request items, event histories): right for tests and the demo, but hours for a
 * million rows. At this volume the bench writes the same shapes (factory names and emails,
 * directory brands, legal status paths with their timestamps) with set-based INSERT … SELECT over
 * generate_series, which PostgreSQL does in seconds. Only what the admin pages read is filled.
 */
async function seed(db: Db) {
  // One transaction on one connection; foreign keys and triggers are not checked while loading
  // (session_replication_role, this scratch database only): every id below comes from its table.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await seedRows(tx as unknown as Db);
  });
  // The rollups are kept by triggers, which the load skipped: computed once from the tables.
  const started = performance.now();
  await rebuildAnalyticsRollups(db);
  console.log(
    `  rebuilt analytics rollups in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // As autovacuum would have by now: statistics for the planner, visibility for index-only scans.
  await db.execute(sql`vacuum analyze`);
}

/** The figures as counted before the rollups (ADR 0051), one at a time: the "before" column. */
async function benchBaseTables(db: Db, ranges: [string, DateRange][]) {
  const time = async (name: string, work: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await work();
      ms.push(Math.round(performance.now() - started));
    }
    console.log(`  ${name.padEnd(48)} ${ms.join(' / ')} ms (3 runs, one at a time)`);
  };
  console.log('  before: counted from the base tables (the old queries, now the test oracle)');
  for (const [label, range] of ranges) {
    await time(`analytics ${label}`, () => oracleAdminAnalytics(db, range));
    await time(`security audit counts ${label}`, () =>
      Promise.all([
        oracleAuditCounts(db, range, SIGN_IN_FAILED_ACTION, "metadata->>'method'"),
        oracleAuditCounts(db, range, RATE_LIMITED_ACTION, "metadata->>'scope'"),
      ]),
    );
  }
}

async function seedRows(db: Db) {
  const run = (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    return db.execute(statement).then(() => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  seeded ${label} in ${seconds} s`);
    });
  };
  // People like createUser's ("Demo User", demo-…@example.com), signed up over the past year;
  // 1 in 10 with two-factor authentication, 1 in 500 banned.
  await run(
    `${USERS.toLocaleString('en')} users`,
    sql`insert into users (name, email, email_verified, first_name, last_name, created_at,
          updated_at, two_factor_enabled, banned, ban_reason)
        select 'Demo User', 'demo-' || g || '@example.com', true, 'Demo', 'User',
          now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
          now() - (g % 365) * interval '1 day',
          g % 10 = 0, g % 500 = 0, case when g % 500 = 0 then 'spam' end
        from generate_series(1, ${USERS}) g`,
  );
  await db.execute(sql`create unlogged table bench_users as
    select id, row_number() over (order by created_at, id) as n from users`);
  await db.execute(sql`create unlogged table bench_brands as
    select id, name, row_number() over (order by slug) - 1 as n,
      count(*) over () as total from brand_directory`);
  await run(
    `${SESSIONS.toLocaleString('en')} sessions`,
    sql`insert into sessions (token, user_id, expires_at, created_at, updated_at)
        select 'bench-' || u.n, u.id, now() + interval '7 days',
          now() - (u.n % 40) * interval '1 day', now() - (u.n % 40) * interval '1 day'
        from bench_users u where u.n % ${Math.round(USERS / SESSIONS)} = 0`,
  );
  // Half the people have 4 directory brands and a journey; 2 in 10 have 2 brands and no journey;
  // the rest have none (the funnel narrows).
  await run(
    'footprints',
    sql`insert into digital_footprints (user_id, brand_id, created_at)
        select u.id, b.id, now() - (u.n % 365) * interval '1 day'
        from bench_users u
        cross join generate_series(0, 3) k
        join bench_brands b on b.n = (u.n * 7 + k) % b.total
        where (u.n % 10 < 5) or (u.n % 10 < 7 and k < 2)`,
  );
  await run(
    'journeys',
    sql`insert into journeys (user_id, type, name, status, created_at, updated_at)
        select u.id,
          (array['moving_house','changing_jobs','getting_married','getting_hacked'])[1 + u.n % 4]::journey_type,
          'Moving to Melbourne, March 2027',
          (array['active','active','completed','archived'])[1 + (u.n / 10) % 4]::journey_status,
          now() - (u.n % 365) * interval '1 day', now()
        from bench_users u where u.n % 10 < 5`,
  );
  // One request per footprint of a journey (4 x 50,000): statuses along the legal paths, with
  // sent_at 1 hour and completed_at 1 to 200 hours after sending.
  await run(
    `${UPDATE_REQUESTS.toLocaleString('en')} update requests`,
    sql`insert into update_requests (user_id, journey_id, footprint_id, brand_id, company_name,
          channel, status, reference, created_at, updated_at, sent_at, completed_at)
        select f.user_id, j.id, f.id, f.brand_id, b.name,
          (array['api','email','manual'])[1 + b.n % 3]::update_channel,
          s.status::update_status,
          'UPD-B' || lpad(to_hex(s.n), 8, '0'),
          j.created_at, j.created_at,
          case when s.status not in ('pending_consent', 'queued')
            then j.created_at + interval '1 hour' end,
          case when s.status = 'completed'
            then j.created_at + interval '1 hour' + (1 + s.n % 200) * interval '1 hour' end
        from (
          select f.id, row_number() over (order by f.id) as n,
            (array['completed','completed','completed','completed','completed','completed',
              'completed','completed','sent','sent','sent','sent','acknowledged','acknowledged',
              'needs_you','needs_you','rejected','pending_consent','queued','expired'])[
              1 + (row_number() over (order by f.id)) % 20] as status
          from digital_footprints f
          where exists (select 1 from journeys j where j.user_id = f.user_id)
          limit ${UPDATE_REQUESTS}
        ) s
        join digital_footprints f on f.id = s.id
        join journeys j on j.user_id = f.user_id
        join bench_brands b on b.id = f.brand_id`,
  );
  // A million entries over the past year: sign-ins and everyday changes, 2% refused sign-ins,
  // 0.5% rate-limit refusals (no actor, as hitRateLimit writes them).
  await run(
    `${AUDIT_ENTRIES.toLocaleString('en')} audit entries`,
    sql`insert into audit_logs (user_id, action, resource_type, resource_id, metadata, created_at)
        select case when a.action = 'security.rate_limited' then null else u.id end,
          a.action, a.resource_type::audit_resource_type,
          case when a.resource_type = 'USER' and a.action <> 'security.rate_limited'
            then u.id::text end,
          case a.action
            when 'auth.sign_in_failed' then '{"method": "password", "account": "known"}'::jsonb
            when 'security.rate_limited' then '{"scope": "account|/sign-in/email"}'::jsonb
          end,
          now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
        from generate_series(1, ${AUDIT_ENTRIES}) g
        join bench_users u on u.n = 1 + g % ${USERS}
        cross join lateral (
          select (array['user.signin','user.signin','user.signin','user.signout',
              'footprint.create','footprint.create','journey.create','user.profile_update'])[
              1 + g % 8] as action,
            (array['USER','USER','USER','USER','FOOTPRINT','FOOTPRINT','JOURNEY','USER'])[
              1 + g % 8] as resource_type
          where g % 200 <> 0 and g % 50 <> 1
          union all select 'auth.sign_in_failed', 'USER' where g % 50 = 1
          union all select 'security.rate_limited', 'USER' where g % 200 = 0
        ) a`,
  );
  await db.execute(sql`drop table bench_users, bench_brands`);
}

const opened = await openBenchDatabase(url);
const { database, close } = opened;
// The targets hold without the 30-second result cache (issue 28).
const config = { ...opened.config, ANALYTICS_CACHE_SECONDS: 0 };
try {
  const logger = createLogger('silent');
  const deps = await startDeps(config, database, logger);
  const db = database.db;
  console.log('PostgreSQL: admin API at scale (analytics result cache off)');
  const started = performance.now();
  await seed(db);
  console.log(`  seeding took ${((performance.now() - started) / 1000).toFixed(1)} s in all`);

  const app = createApp(deps);
  const cookie = await adminCookie(app, db);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const year = `from=${yearAgo}&to=${today}`;
  await benchBaseTables(db, [
    ['30 days', { from: monthAgo, to: today, days: 30 }],
    ['366 days', { from: yearAgo, to: today, days: 366 }],
  ]);
  console.log('  after: from the rollups, over HTTP, autocannon c = 10');
  const routes: [string, string][] = [
    ['GET /api/admin/analytics (30 days)', '/api/admin/analytics'],
    ['GET /api/admin/analytics (366 days)', `/api/admin/analytics?${year}`],
    ['GET /api/admin/analytics.csv (30 days)', '/api/admin/analytics.csv'],
    ['GET /api/admin/analytics.csv (366 days)', `/api/admin/analytics.csv?${year}`],
    ['GET /api/admin/users', '/api/admin/users'],
    ['GET /api/admin/audit-logs', '/api/admin/audit-logs'],
    ['GET /api/admin/security (30 days)', '/api/admin/security'],
    ['GET /api/admin/security (366 days)', `/api/admin/security?${year}`],
  ];
  for (const [name, path] of routes) {
    // The first request alone: cold caches.
    const coldStarted = performance.now();
    const probe = await fetch(`${base}${path}`, { headers: { cookie } });
    await probe.arrayBuffer();
    const cold = Math.round(performance.now() - coldStarted);
    if (probe.status === 404) {
      console.log(`  ${name.padEnd(40)} not built yet (404): skipped`);
      continue;
    }
    if (!probe.ok) throw new Error(`${name}: ${probe.status}`);
    const result = await autocannon({
      url: `${base}${path}`,
      headers: { cookie },
      connections: 10,
      duration: DURATION,
    });
    const errors = result.errors + result.non2xx + result.timeouts;
    if (result.requests.total === 0) {
      console.log(`  ${name.padEnd(40)} no answer within ${DURATION} s: p50 < 200 ms: NO`);
      continue;
    }
    console.log(
      `  ${name.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(5)} req/s` +
        `   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
        `   p50 < 200 ms: ${result.latency.p50 < 200 ? 'yes' : 'NO'}   first alone ${cold} ms` +
        `${errors ? `   errors ${errors}` : ''}`,
    );
  }
  await new Promise((resolve) => server.close(resolve));
  await stopDeps(deps);
} finally {
  await close();
}
