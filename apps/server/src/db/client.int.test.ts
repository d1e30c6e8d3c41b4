import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl, randomDatabaseName } from '../test/database-template';
import { openDatabase, queryRows, type Database } from './client';
import { migrate } from './migrate';
import { users } from './schema';

async function roundTrip(database: Database) {
  await migrate(database);
  await migrate(database); // a second run applies nothing and does not fail
  const [created] = await database.db
    .insert(users)
    .values({ name: 'Round Trip', email: `rt-${Date.now()}@example.com` })
    .returning();
  expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
  const [read] = await database.db.select().from(users).where(eq(users.id, created!.id));
  expect(read?.name).toBe('Round Trip');
  const tables = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  expect(tables[0]?.n).toBeGreaterThanOrEqual(18);
}

describe('embedded and PostgreSQL databases run the same migrations', () => {
  it('PGlite in a data directory migrates, round-trips a row and keeps it after reopening', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'updately-pglite-'));
    try {
      const first = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dir, 'nested', 'pglite'),
      });
      expect(first.kind).toBe('pglite');
      await roundTrip(first);
      await first.close();
      const second = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dir, 'nested', 'pglite'),
      });
      const rows = await second.db.select().from(users);
      expect(rows.map((u) => u.name)).toContain('Round Trip');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const base = process.env.TEST_DATABASE_URL;
  it.runIf(base)('PostgreSQL via node-postgres migrates and round-trips a row', async () => {
    const name = randomDatabaseName('updately_rt');
    await adminQuery(base!, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    try {
      const database = await openDatabase({
        kind: 'postgres',
        connectionString: databaseUrl(base!, name),
      });
      expect(database.kind).toBe('postgres');
      expect(database.label).not.toContain('@');
      await roundTrip(database);
      await database.close();
    } finally {
      await adminQuery(base!, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    }
  });
});

describe('LISTEN on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL;
  it.runIf(base)('reconnects and listens again after the connection is killed', async () => {
    const name = randomDatabaseName('updately_listen');
    await adminQuery(base!, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const database = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrl(base!, name),
    });
    try {
      const received: string[] = [];
      await database.listen('reconnect_test', (p) => received.push(p));
      await database.db.execute(sql`select pg_notify('reconnect_test', 'one')`);
      await expect.poll(() => received).toEqual(['one']);
      const killed = await queryRows<{ ok: boolean }>(
        database.db,
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      expect(killed).toEqual([{ ok: true }]);
      await expect
        .poll(
          async () => {
            await database.db.execute(sql`select pg_notify('reconnect_test', 'two')`);
            return received.includes('two');
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBe(true);
    } finally {
      await database.close();
      await adminQuery(base!, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    }
  });
});
