import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client';

export type CapturedQuery = { text: string; values: unknown[] };

type Queryable = { query: (...args: unknown[]) => unknown };
type Connect = (...args: unknown[]) => unknown;
type PooledClient = Queryable & { release: (...args: unknown[]) => unknown };

const sink = new AsyncLocalStorage<CapturedQuery[]>();

/**
 * Records every statement `run` sends (text and parameters): the pool's own queries and those
 * of clients checked out for a transaction. Statements of background work (job workers, mail)
 * are not in `run`'s async context, so they are not recorded. Call the answer to stop.
 */
export function captureRouteSql(database: Database) {
  const restore: (() => void)[] = [];
  const wrap = (target: Queryable) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      sink.getStore()?.push(asCaptured(args));
      return original.apply(this, args);
    };
    restore.push(() => (target.query = original));
  };
  if (database.pglite) {
    wrap(database.pglite as unknown as Queryable);
  } else if (database.pool) {
    const pool = database.pool as unknown as Queryable & { connect: Connect };
    wrap(pool);
    const connect = pool.connect;
    // The promise form only: pool.query checks out with a callback and is recorded above.
    pool.connect = function (this: unknown, ...args: unknown[]) {
      if (args.length > 0 || !sink.getStore()) return connect.apply(this, args);
      return (connect.apply(this, []) as Promise<PooledClient>).then((client) => {
        const original = client.query;
        client.query = function (this: unknown, ...queryArgs: unknown[]) {
          sink.getStore()?.push(asCaptured(queryArgs));
          return original.apply(this, queryArgs);
        };
        const release = client.release;
        client.release = function (this: unknown, ...releaseArgs: unknown[]) {
          client.query = original;
          client.release = release;
          return release.apply(this, releaseArgs);
        };
        return client;
      });
    };
    restore.push(() => (pool.connect = connect));
  }
  return {
    async record(run: () => Promise<unknown>): Promise<CapturedQuery[]> {
      const queries: CapturedQuery[] = [];
      await sink.run(queries, run);
      return queries;
    },
    stop: () => restore.forEach((undo) => undo()),
  };
}

function asCaptured([first, second]: unknown[]): CapturedQuery {
  if (typeof first === 'string') return { text: first, values: (second as unknown[]) ?? [] };
  const config = first as { text: string; values?: unknown[] };
  return { text: config.text, values: (second as unknown[]) ?? config.values ?? [] };
}
