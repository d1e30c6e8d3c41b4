import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import {
  SNAPSHOT_ENV,
  TEMPLATE_ENV,
  adminQuery,
  databaseUrl,
  randomDatabaseName,
} from './database-template';

/** Which database the integration tests of this run use (the `integration-pg` project sets it). */
export const testDatabaseKind = process.env.UPDATELY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated and seeded database for one test file; `close()` removes it. */
export async function createTestDatabase(): Promise<Database> {
  return testDatabaseKind === 'postgres' ? clonePostgres() : loadPglite();
}

async function loadPglite(): Promise<Database> {
  const snapshot = process.env[SNAPSHOT_ENV];
  if (!snapshot) throw new Error('The integration global setup did not run');
  return openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    loadDataDir: new Blob([readFileSync(snapshot)]),
  });
}

async function clonePostgres(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!base || !template)
    throw new Error('TEST_DATABASE_URL and the template database are required');
  const name = randomDatabaseName('updately_test');
  await adminQuery(
    base,
    `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
  );
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: databaseUrl(base, name),
    max: 5,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    },
  };
}

/**
 * A database a server in another process can open: a PGlite data dir on disk (one process at a
 * time), or a PostgreSQL database of its own (any number of processes). `env` is what that
 * server needs; `open()` is for this process, before or after the server runs.
 */
export async function createSharedTestDatabase(): Promise<{
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}> {
  if (testDatabaseKind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const template = process.env[TEMPLATE_ENV]!;
    const name = randomDatabaseName('updately_shared');
    await adminQuery(
      base,
      `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
    );
    const url = databaseUrl(base, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', connectionString: url, max: 5 }),
      remove: () =>
        adminQuery(base, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-shared-'));
  const snapshot = process.env[SNAPSHOT_ENV];
  if (!snapshot) throw new Error('The integration global setup did not run');
  const first = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(snapshot)]),
  });
  await first.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
