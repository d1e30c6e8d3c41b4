// `npm run bench:scale [-- --scale=0.02 --reseed --seconds=5]`: seeds a million people on
// PostgreSQL (its own database, reused at the same scale) and measures the pages at that scale.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  ['tsx', 'apps/server/src/scripts/bench-scale/main.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
