import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { loadConfig, type Config } from '../lib/config';
import { seedReferenceData } from '../seed/reference-data';

/**
 * A bench's database (PostgreSQL at `url`, else PGlite in memory), migrated with reference data,
 * and its test-mode config on a temporary data dir; `close()` removes both.
 */
export async function openBenchDatabase(
  url: string | undefined,
  settings: Record<string, string> = {},
): Promise<{ database: Database; config: Config; label: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-bench-'));
  const database = url
    ? await openDatabase({ kind: 'postgres', connectionString: url })
    : await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(database);
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    ...settings,
  });
  return {
    database,
    config,
    label: url ? 'PostgreSQL' : 'PGlite',
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
