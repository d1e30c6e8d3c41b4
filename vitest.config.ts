import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const integrationInclude = ['apps/server/src/**/*.int.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Integration files whose first line says `// @database-independent: why`: what they prove does
 * not depend on the SQL engine (an HTTP exchange with a stand-in, a document, a log line), so the
 * PostgreSQL layer does not repeat them.
 */
function databaseIndependentFiles(): string[] {
  const root = 'apps/server/src';
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.int.test.ts'))
    .map((file) => `${root}/${file}`)
    .filter((file) => readFileSync(file, 'utf8').startsWith('// @database-independent:'));
}

/**
 * Integration files share their worker's modules (isolate: false): the server's module graph is
 * imported once per worker instead of once per file. Each file still builds its own app and
 * database, so no state is shared between files.
 */
const integration = {
  include: integrationInclude,
  isolate: false,
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  setupFiles: ['test-setup/integration.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
  // In CI a test that failed is run once more, as Playwright does: two workers, the database and
  // the other layer's leftovers share two cores, and one timing-bound test failed once that way
  // (issue 25's CI run). A test that is really broken fails both times.
  retry: process.env.CI ? 1 : 0,
};

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/**/*.test.{ts,tsx}',
            'test-setup/*.test.ts',
            'eslint/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', ...integrationInclude],
          environment: 'node',
          setupFiles: ['test-setup/unit.ts'],
        },
      },
      {
        test: { name: 'integration', ...integration, env: { UPDATELY_TEST_DB: 'pglite' } },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'integration-pg',
                ...integration,
                exclude: ['**/node_modules/**', ...databaseIndependentFiles()],
                env: { UPDATELY_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
