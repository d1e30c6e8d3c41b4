import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Unlisten = () => Promise<void>;

/** Raw SQL rows, typed: both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One open database, embedded (PGlite) or PostgreSQL, behind the same drizzle type. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Human-readable description for the start-up log (no credentials). */
  label: string;
  pglite?: PGlite;
  pool?: pg.Pool;
  connectionString?: string;
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string;
      loadDataDir?: Blob;
      /** initdb's arguments for a new data dir (the test snapshot's smaller WAL segments). */
      initDbStartParams?: string[];
    }
  | { kind: 'postgres'; connectionString: string; max?: number };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.loadDataDir, options.initDbStartParams)
    : openPostgres(options.connectionString, options.max);
}

async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
  initDbStartParams?: string[],
): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the admin user search's trigram indexes (migration plan_indexes).
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir,
    initDbStartParams,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    label: `PGlite (embedded) at ${dataDir}`,
    pglite,
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    close: () => pglite.close(),
  };
}

async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client whose server connection drops emits 'error' on the pool; unhandled, that
  // would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (err) => console.warn(`idle database connection lost: ${err.message}`));
  const client = await pool.connect();
  client.release();
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listener = new PostgresListener(connectionString);
  return {
    kind: 'postgres',
    db,
    label: `PostgreSQL at ${redact(connectionString)}`,
    pool,
    connectionString,
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One dedicated connection (not a pool client) carries every LISTEN of this process. When it
 * drops it is reopened with back-off and every channel is listened to again.
 */
class PostgresListener {
  private client?: Promise<pg.Client>;
  private closed = false;
  private retryMs = 500;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly connectionString: string) {}

  private connect(): Promise<pg.Client> {
    this.client ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('notification', (msg) => {
        for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', (err) => this.lost(client, err));
      client.on('end', () => this.lost(client));
      await client.connect();
      for (const channel of this.handlers.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      this.retryMs = 500;
      return client;
    })();
    this.client.catch((err: unknown) => this.lost(undefined, err));
    return this.client;
  }

  private lost(client: pg.Client | undefined, err?: unknown) {
    if (this.closed) return;
    void this.client?.then(
      (current) => {
        if (client && current !== client) return;
        this.scheduleReconnect(err);
      },
      () => this.scheduleReconnect(err),
    );
  }

  private reconnecting = false;
  private scheduleReconnect(err?: unknown) {
    if (this.reconnecting || this.closed) return;
    this.reconnecting = true;
    this.client = undefined;
    console.warn(`LISTEN connection lost (${String(err ?? 'ended')}); reconnecting`);
    setTimeout(() => {
      this.reconnecting = false;
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
      if (!this.closed) this.connect().catch(() => undefined);
    }, this.retryMs).unref();
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    let set = this.handlers.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onPayload);
    const client = await this.connect();
    if (isNew) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(onPayload);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        const current = await this.client?.catch(() => undefined);
        await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

function redact(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return `${url.host}${url.pathname}`;
  } catch {
    return 'configured DATABASE_URL';
  }
}
