import { defineConfig } from 'vitest/config';

const integrationInclude = ['apps/server/src/**/*.int.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
        test: {
          name: 'integration',
          include: integrationInclude,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['test-setup/integration.ts'],
          env: { UPDATELY_TEST_DB: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'integration-pg',
                include: integrationInclude,
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                setupFiles: ['test-setup/integration.ts'],
                env: { UPDATELY_TEST_DB: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
