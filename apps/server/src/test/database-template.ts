import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Names and SQL for per-test-file PostgreSQL databases cloned from one migrated template. */
export const TEMPLATE_ENV = 'UPDATELY_TEST_PG_TEMPLATE';
export const SNAPSHOT_ENV = 'UPDATELY_TEST_PGLITE_SNAPSHOT';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export async function adminQuery(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
