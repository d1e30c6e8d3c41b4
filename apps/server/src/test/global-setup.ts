import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { createJobQueue } from '../platform/jobs/job-queue';
import { migrate } from '../db/migrate';
import { seedReferenceData } from '../seed/reference-data';
import {
  SNAPSHOT_ENV,
  TEMPLATE_ENV,
  adminQuery,
  databaseUrl,
  randomDatabaseName,
} from './database-template';

/** pg-boss creates its schema on first start: do it once here rather than in every test file. */
async function installJobSchema(database: Database) {
  const jobs = createJobQueue({ database, logger: createLogger('silent') });
  await jobs.start();
  await jobs.stop();
}

/**
 * Migrates and seeds once per run; every test file then starts from a copy: a PGlite data-dir
 * snapshot, or (with TEST_DATABASE_URL) a PostgreSQL database cloned from a template.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'updately-test-'));
  // Every test file loads this snapshot, so it is kept small (20 MB, not 45): 1 MB WAL segments
  // instead of 16, and no template databases (nothing creates a database on PGlite).
  const pglite = await openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    initDbStartParams: ['--wal-segsize=1'],
  });
  await migrate(pglite);
  await seedReferenceData(pglite.db);
  await installJobSchema(pglite);
  await pglite.pglite!.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  for (const template of ['template0', 'template1']) {
    await pglite.pglite!.exec(`drop database ${template}`);
  }
  await pglite.pglite!.exec('checkpoint');
  const dump = await pglite.pglite!.dumpDataDir('none');
  const snapshot = path.join(dir, 'snapshot.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  process.env[SNAPSHOT_ENV] = snapshot;

  const base = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (base) {
    template = randomDatabaseName('updately_tpl');
    await adminQuery(base, `CREATE DATABASE ${pg.escapeIdentifier(template)}`);
    const database = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrl(base, template),
      max: 1,
    });
    await migrate(database);
    await seedReferenceData(database.db);
    await installJobSchema(database);
    await database.close();
    process.env[TEMPLATE_ENV] = template;
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base && template) {
      await adminQuery(
        base,
        `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(template)} WITH (FORCE)`,
      );
    }
  };
}
