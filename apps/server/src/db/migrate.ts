import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client';

/** Beside this file in the source tree; copied beside the bundle by the server build. */
export const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrate(
  database: Database,
  migrationsFolder = defaultMigrationsFolder,
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
