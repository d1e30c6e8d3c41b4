// `npm run bench:scale [-- --scale=0.02 --reseed --seconds=5]`: seeds a million people on
// PostgreSQL (its own database `updately_scale` on the server of BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local one; reused at the same scale) and measures the pages there.
// SCALE and BENCH_SECONDS in the environment work too.
import { spawnSync } from 'node:child_process';

const server =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const args = [`--server=${server}`];
if (process.env.SCALE) args.push(`--scale=${process.env.SCALE}`);
if (process.env.BENCH_SECONDS) args.push(`--seconds=${process.env.BENCH_SECONDS}`);
const result = spawnSync(
  'npx',
  ['tsx', 'apps/server/src/scripts/bench-scale/main.ts', ...args, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
