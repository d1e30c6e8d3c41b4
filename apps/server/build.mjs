// Bundles the server into dist/main.js (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where db/migrate.ts looks for them at run time.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// `--outdir DIR` builds elsewhere (parallel e2e runs must not share one dist folder).
const flag = process.argv.indexOf('--outdir');
const outdir = flag > -1 ? process.argv[flag + 1] : 'dist';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/scripts/admin.ts', seed: 'src/scripts/seed.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // @updately/shared is TypeScript source: bundle it instead of leaving it external.
  alias: { '@updately/shared': path.resolve('../../packages/shared/src') },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
cpSync('src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
// Worker threads load their file by path: it sits beside the bundle as it sits beside its caller.
cpSync('src/modules/documents/image-clean.worker.cjs', path.join(outdir, 'image-clean.worker.cjs'));
console.log(`server built: ${outdir}`);
