import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';

/** Rows one retention statement deletes at most: each is short, so no lock is held for long. */
export const RETENTION_BATCH_SIZE = 5_000;

/**
 * Deletes the rows of `table` matching `where`, `batchSize` at a time, each batch a statement
 * (and transaction) of its own, until none is left. Answers how many went. `where` should be
 * served by an index (a timestamp's), so each batch finds its rows without reading the table.
 */
export async function deleteInBatches(
  db: Db,
  table: PgTable,
  where: SQL,
  batchSize = RETENTION_BATCH_SIZE,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    // ctid: the same statement for any table, whatever its key (a TID scan finds the rows).
    const [batch] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from ${table} where ctid = any(array(
              select ctid from ${table} where ${where} limit ${batchSize}))
            returning 1)
          select count(*)::int as n from gone`,
    );
    deleted += batch!.n;
    if (batch!.n < batchSize) return deleted;
  }
}
