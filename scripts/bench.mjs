// `npm run bench`: prints figures for this machine; asserts nothing. Bounded loopback loads only.
import os from 'node:os';
import { buildIfStale } from './build-if-stale.mjs';
import { bundleReport } from './bench/bundle.mjs';
import { footprintsPageBench } from './bench/footprints-page.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { spawnSync } from 'node:child_process';
import { withScratchDatabase } from './bench/servers.mjs';
import { apiLimitsBench } from './bench/api-limits.mjs';
import { effortWalk } from './bench/effort-walk.mjs';

function runDispatchBench(databaseUrl) {
  spawnSync(
    'npx',
    ['tsx', 'apps/server/src/scripts/bench-dispatch.ts', ...(databaseUrl ? [databaseUrl] : [])],
    { stdio: 'inherit' },
  );
}

function runBusinessBench(databaseUrl) {
  const args = [
    'tsx',
    'apps/server/src/scripts/bench-business.ts',
    ...(databaseUrl ? [databaseUrl] : []),
  ];
  spawnSync('npx', args, { stdio: 'inherit' });
}

function runAdminBench(databaseUrl) {
  spawnSync(
    'npx',
    ['tsx', 'apps/server/src/scripts/bench-admin.ts', databaseUrl, String(duration)],
    {
      stdio: 'inherit',
    },
  );
}

function runDataBench(databaseUrl) {
  const args = [
    'tsx',
    'apps/server/src/scripts/bench-data.ts',
    ...(databaseUrl ? [databaseUrl] : []),
  ];
  spawnSync('npx', args, { stdio: 'inherit' });
}

const duration = Number(process.env.BENCH_SECONDS ?? 5);
buildIfStale();
console.log(
  `Updately bench — ${os.cpus().length} cores, Node ${process.version}, ${duration} s per route, 20 connections\n`,
);

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) console.log('(set BENCH_DATABASE_URL or TEST_DATABASE_URL to also measure PostgreSQL)');
await apiLimitsBench({
  postgresUrl: pgUrl,
  duration,
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
});

console.log(
  '\nThe brand directory: brands by best channel (packages/shared/src/data/brands.json):',
);
spawnSync('npx', ['tsx', 'apps/server/src/scripts/bench-coverage.ts'], { stdio: 'inherit' });

console.log('\nData-heavy routes and auto-link (demo data from the test factories):');
runDataBench();
if (pgUrl) await withScratchDatabase(pgUrl, (url) => runDataBench(url));

console.log('\nThe update engine: one approval of 1,000 updates, emailed to a local SMTP server:');
runDispatchBench();
if (pgUrl) await withScratchDatabase(pgUrl, (url) => runDispatchBench(url));

console.log('\nThe business side: signed webhooks to a local receiver, and the Business API:');
runBusinessBench();
if (pgUrl) await withScratchDatabase(pgUrl, (url) => runBusinessBench(url));

if (pgUrl)
  await withScratchDatabase(pgUrl, (url) =>
    spawnSync('npx', ['tsx', 'apps/server/src/scripts/bench-retention.ts', url], {
      stdio: 'inherit',
    }),
  );

console.log("\nDocuments: judging an upload, encryption at rest and a company's stamped copy:");
spawnSync('npx', ['tsx', 'apps/server/src/scripts/bench-documents.ts'], { stdio: 'inherit' });

console.log('\nLetters: 20 letters with their QR codes rendered into one A4 PDF:');
spawnSync('npx', ['tsx', 'apps/server/src/scripts/bench-letters.ts'], { stdio: 'inherit' });

console.log('\nThe admin API at scale (100,000 users, 1,000,000 audit entries, 10 connections):');
if (pgUrl) await withScratchDatabase(pgUrl, (url) => runAdminBench(url));
else console.log('(PostgreSQL only: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');

console.log('\nThe effort a person feels (e2e/walk-twenty-companies.spec.ts, in Chromium):');
console.log(effortWalk());

console.log('');
console.log(await footprintsPageBench());

console.log('\nWeb bundle (apps/web/dist):');
console.log(bundleReport());

await lighthouseBench();
