import pg from 'pg';

/** The same server's database `name`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates `name` on the server of `base` if missing; drops it first when `fresh`. */
export async function ensureDatabase(base: string, name: string, fresh: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** The scale a finished seed recorded in this database, or null (none, or one that broke off). */
export async function seededScale(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client
      .query<{ scale: string }>(
        `select scale from bench_scale_seed where to_regclass('public.bench_scale_seed') is not null`,
      )
      .catch(() => ({ rows: [] as { scale: string }[] }));
    return rows[0] ? Number(rows[0].scale) : null;
  } finally {
    await client.end();
  }
}

export async function markSeeded(pool: pg.Pool, scale: number): Promise<void> {
  await pool.query(
    'create table bench_scale_seed (scale numeric not null, seeded_at timestamptz not null default now())',
  );
  await pool.query('insert into bench_scale_seed (scale) values ($1)', [scale]);
}

/** Rows (the planner's count after ANALYZE) and total size of each table (partitions summed), largest first. */
export async function tableSizes(pool: pg.Pool, tables: readonly string[]) {
  const { rows } = await pool.query<{ table: string; rows: string; size: string }>(
    `select t.name as table, sum(greatest(c.reltuples, 0))::bigint as rows,
       pg_size_pretty(sum(pg_total_relation_size(c.oid))) as size
     from unnest($1::text[]) t(name)
     cross join lateral (
       select relid from pg_partition_tree(to_regclass(t.name)) where isleaf
       union all
       select to_regclass(t.name) where not exists (select from pg_partition_tree(to_regclass(t.name)))
     ) p
     join pg_class c on c.oid = p.relid
     group by t.name
     order by sum(pg_total_relation_size(c.oid)) desc`,
    [tables],
  );
  return rows.map((r) => ({ table: r.table, rows: Number(r.rows), size: r.size }));
}

/**
 * The rollups' tables (and their delta tables, emptied every minute) vacuumed and analysed, as
 * autovacuum keeps them in production. Autovacuum may be off on the server (it is on the CI
 * machine): then dead rows pile up in the delta tables between runs. Answers whether it is on.
 */
export async function vacuumRollups(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public'
       and (tablename like 'analytics\\_%' or tablename like 'session\\_expiry\\_%'
         or tablename like 'brand\\_hand\\_%')`,
  );
  for (const { tablename } of rows) {
    await pool.query(`vacuum analyze ${pg.escapeIdentifier(tablename)}`);
  }
  const { rows: setting } = await pool.query<{ autovacuum: string }>('show autovacuum');
  return setting[0]?.autovacuum === 'on';
}
