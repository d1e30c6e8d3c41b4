import type { Db } from './client';

/**
 * A hot query built once per database and run as a named statement: drizzle stops rebuilding
 * its SQL on every call, and PostgreSQL parses and plans it once per connection. Build it on
 * the root database only (a statement built on a transaction would outlive it).
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}
