import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { rebuildAnalyticsRollups } from '../../modules/admin/analytics-rollups';

/** The seed loads with triggers off: the analytics rollups are rebuilt from the base tables. */
export async function rebuildRollups(pool: pg.Pool): Promise<void> {
  const started = performance.now();
  await rebuildAnalyticsRollups(drizzle(pool, { schema }) as unknown as Db);
  process.stderr.write(
    `  rollups rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
