import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { MockInstance } from 'vitest';
import { expect, vi } from 'vitest';
import { queryRows, type Database, type Db } from '../db/client';
import { sessions } from '../db/schema';
import { authPost } from './auth-flows';
import { CookieJar } from './cookie-jar';
import { codeIn, waitForMail } from './mailbox';
import { cookieFrom, type TestApp } from './test-app';

// Shared by the account and feedback integration tests.

export type TestUser = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

/** A data dir of its own, so uploads from one test file never meet another's. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'updately-account-'));
}

export async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(/\w+/);
  return body.error;
}

/** Another session for the same user, from another browser. */
export async function signIn(t: TestApp, user: TestUser, userAgent: string): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return cookieFrom(res);
}

/** A user signed in with an email code only: no password at all. */
export async function passwordlessUser(t: TestApp) {
  const email = `no-password-${crypto.randomUUID()}@example.com`;
  await authPost(t, '/email-otp/send-verification-otp', { email, type: 'sign-in' });
  const otp = codeIn((await waitForMail(t, email, /sign-in code/)).text);
  const jar = new CookieJar();
  expect((await authPost(t, '/sign-in/email-otp', { email, otp }, jar)).status).toBe(200);
  const [row] = await t.database.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.token, jar.toString().match(/session_token=([^.;]+)/)![1]!));
  return { email, jar, id: row!.userId };
}

/** The cookies without better-auth's `session_data` copy (its cookie cache is off: ADR 0032). */
export function withoutCookieCache(cookie: string): string {
  return cookie
    .split('; ')
    .filter((c) => !c.includes('session_data'))
    .join('; ');
}

/** Every table of the schema with a user_id column (the user-owned tables, by design). */
export async function userOwnedTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where column_name = 'user_id' and table_schema = current_schema()
        order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** How many rows each user-owned table holds for the user. */
export async function userRowCounts(db: Db, userId: string): Promise<Record<string, number>> {
  const tables = await userOwnedTables(db);
  const parts = tables.map(
    (table) =>
      sql`select ${table} as table_name, count(*)::int as n from ${sql.identifier(table)}
          where user_id = ${userId}`,
  );
  const rows = await queryRows<{ table_name: string; n: number }>(
    db,
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
}

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const imageBytes = {
  png: () => new Uint8Array(Buffer.from(PNG_1PX, 'base64')),
  jpeg: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  webp: () =>
    new Uint8Array(Buffer.from('RIFF\x1a\0\0\0WEBPVP8L\x0d\0\0\0\x2f\0\0\0\x10', 'latin1')),
  /** A PNG header followed by padding up to `size` bytes. */
  pngOfSize: (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(Buffer.from(PNG_1PX, 'base64').subarray(0, 8));
    return bytes;
  },
};

export function avatarForm(bytes: Uint8Array, type: string, name = 'me.png'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/**
 * How many statements `run` sends, transactions included (BEGIN and COMMIT count too), to show
 * that a route's query count does not grow with the data.
 */
export async function countStatements(
  database: Database,
  run: () => Promise<unknown>,
): Promise<number> {
  const counters: MockInstance[] = [];
  const wrappers: MockInstance[] = [];
  const { pglite, pool } = database;
  if (pglite) {
    counters.push(vi.spyOn(pglite, 'query'));
    const transaction = pglite.transaction.bind(pglite);
    wrappers.push(
      vi.spyOn(pglite, 'transaction').mockImplementation((callback) =>
        transaction((tx) => {
          counters.push(vi.spyOn(tx, 'query'));
          return callback(tx);
        }),
      ),
    );
  } else if (pool) {
    counters.push(vi.spyOn(pool, 'query'));
    const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<PoolClient>;
    wrappers.push(
      vi.spyOn(pool, 'connect').mockImplementation(((callback?: unknown) => {
        // pool.query checks a client out with a callback: it is already counted above.
        if (callback) return connect(callback);
        return connect().then((client) => {
          counters.push(vi.spyOn(client, 'query'));
          return client;
        });
      }) as never),
    );
  }
  try {
    await run();
    // pg-boss polls through the same PGlite instance: its statements are not the route's.
    const ours = (call: unknown[]) => !String(call[0]).includes('pgboss');
    return counters.reduce((n, spy) => n + spy.mock.calls.filter(ours).length, 0);
  } finally {
    for (const spy of [...counters, ...wrappers]) spy.mockRestore();
  }
}
