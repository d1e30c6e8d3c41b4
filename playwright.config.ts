import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install one with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
  );
}
const port = process.env.E2E_PORT ?? '4310';
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous waits: two workers, the app server and Chromium share two cores.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    // Recording a trace of every test costs CPU the two cores need (ADR 0036): in CI only a
    // retried test records one; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Accounts whose point is their age, made first (e2e/setup/run.setup.ts).
    { name: 'run setup', testMatch: 'setup/*.setup.ts' },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['run setup'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: port },
    stdout: 'pipe',
    reuseExistingServer: false,
    // Seeding and start-up take seconds on a quiet machine; a loaded one needs more.
    timeout: 180_000,
  },
});
