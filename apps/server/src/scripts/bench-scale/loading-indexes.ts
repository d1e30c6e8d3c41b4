import type { PoolClient } from 'pg';
import { progressBar } from './progress';

/**
 * The secondary indexes of `tables` (those not backing a primary key or unique constraint), dropped
 * for loading and built again afterwards from their own definitions, as the migrations made them.
 */
export async function dropSecondaryIndexes(client: PoolClient, tables: readonly string[]) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
     order by i.tablename, i.indexname`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index "${name}"`);
  return rows;
}

export async function buildIndexes(
  client: PoolClient,
  indexes: readonly { name: string; definition: string }[],
): Promise<number> {
  const started = performance.now();
  const bar = progressBar('indexes', indexes.length);
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (let i = 0; i < indexes.length; i++) {
    await client.query(indexes[i]!.definition);
    bar.tick(i + 1);
  }
  bar.finish(indexes.length);
  return (performance.now() - started) / 1000;
}
