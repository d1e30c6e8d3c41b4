import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema';

/**
 * Where analytics rollups, if this build has them, are rebuilt from the base tables. The path is a
 * variable so this compiles whether or not the module exists; it is called only if it exports
 * `rebuildRollups(db)`.
 */
const ROLLUPS_MODULE = '../../modules/admin/analytics-rollups';

export async function rebuildRollupsIfAny(pool: pg.Pool): Promise<void> {
  const loaded = (await import(ROLLUPS_MODULE).catch(() => null)) as {
    rebuildRollups?: (db: unknown) => Promise<unknown>;
  } | null;
  if (typeof loaded?.rebuildRollups !== 'function') return;
  const started = performance.now();
  await loaded.rebuildRollups(drizzle(pool, { schema }));
  process.stderr.write(
    `  rollups rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
