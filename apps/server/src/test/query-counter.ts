import { AsyncLocalStorage } from 'node:async_hooks';
import { vi } from 'vitest';
import type { Database } from '../db/client';

const insideRun = new AsyncLocalStorage<true>();

/**
 * For tests: how many statements `run` sends outside transactions (PGlite's `query`, or the
 * PostgreSQL pool's), to prove a route's query count does not grow with its data. Statements of
 * background work running meanwhile (job workers, mail) are not in `run`'s async context.
 */
export async function countQueries(
  database: Database,
  run: () => Promise<unknown>,
): Promise<number> {
  const target = (database.pglite ?? database.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = target.query.bind(target);
  let count = 0;
  const spy = vi.spyOn(target, 'query').mockImplementation((...args: unknown[]) => {
    if (insideRun.getStore()) count += 1;
    return original(...args);
  });
  try {
    await insideRun.run(true, run);
    return count;
  } finally {
    spy.mockRestore();
  }
}
