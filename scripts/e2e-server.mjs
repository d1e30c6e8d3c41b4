// The app as the e2e tests see it: the production build on a fresh, temporary embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-e2e-'));
const port = process.env.E2E_PORT ?? '4310';
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
