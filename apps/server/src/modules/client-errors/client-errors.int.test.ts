import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { errorGroups, errorLogs } from '../../db/schema';
import { expectError } from '../../test/account-test-kit';
import { eventually } from '../../test/mailbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';

const report = (message = 'Cannot read properties of undefined (reading "id")') => ({
  name: 'TypeError',
  message,
  kind: 'error',
  path: '/journeys',
});

/** A report with exactly these headers (t.request would add the app's Origin). */
function postRaw(t: TestApp, headers: Record<string, string>, body: unknown = report()) {
  return t.app.request('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe("client error reports come from the app's own pages only (N7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a report from another origin, or one a browser marks cross-site (403)', async () => {
    await expectError(
      await postRaw(t, { origin: 'https://updately-support.example' }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await postRaw(t, { origin: TEST_ORIGIN, 'sec-fetch-site': 'cross-site' }),
      403,
      'FORBIDDEN',
    );
    await expectError(await postRaw(t, { 'sec-fetch-site': 'same-site' }), 403, 'FORBIDDEN');
  });

  it('refuses a report that says nothing of where it comes from, or that no page sent (403)', async () => {
    const before = await t.database.db.$count(errorLogs);
    await expectError(await postRaw(t, {}), 403, 'FORBIDDEN');
    await expectError(await postRaw(t, { 'sec-fetch-site': 'none' }), 403, 'FORBIDDEN');
    // An invalid report from outside is refused as such, before its body is read.
    await expectError(await postRaw(t, {}, { nonsense: true }), 403, 'FORBIDDEN');
    expect(await t.database.db.$count(errorLogs)).toBe(before);
  });

  it("takes the app's own reports: its Origin, or Sec-Fetch-Site: same-origin (204)", async () => {
    expect((await postRaw(t, { origin: TEST_ORIGIN })).status).toBe(204);
    expect(
      (await postRaw(t, { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(204);
    expect((await postRaw(t, { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
  });
});

describe('client error reports: a budget per session, per IP when signed out, and a cap per IP (N7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const send = (ip: string, cookie?: string) =>
    t.request('/api/client-errors', {
      method: 'POST',
      json: report(),
      cookie,
      headers: { 'x-forwarded-for': ip },
    });
  async function sendMany(n: number, ip: string, cookie?: string) {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await send(ip, cookie)).status);
    return statuses;
  }

  it('gives each session 20 reports an hour (429 beyond, with Retry-After); another session has its own', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    expect(await sendMany(20, '203.0.113.10', first.cookie)).toEqual(Array(20).fill(204));
    const over = await send('203.0.113.10', first.cookie);
    await expectError(over, 429, 'RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(60);
    // The budget follows the session, not the address.
    await expectError(await send('203.0.113.11', first.cookie), 429, 'RATE_LIMITED');
    expect((await send('203.0.113.10', second.cookie)).status).toBe(204);
  });

  it('gives a signed-out browser 20 reports an hour per IP', async () => {
    expect(await sendMany(20, '203.0.113.20')).toEqual(Array(20).fill(204));
    await expectError(await send('203.0.113.20'), 429, 'RATE_LIMITED');
    expect((await send('203.0.113.21')).status).toBe(204);
  });

  it('caps one IP at 30 reports a minute, whatever the sessions', async () => {
    const sessions = [await t.signUp(), await t.signUp()];
    const ip = '203.0.113.30';
    expect(await sendMany(20, ip, sessions[0]!.cookie)).toEqual(Array(20).fill(204));
    expect(await sendMany(10, ip, sessions[1]!.cookie)).toEqual(Array(10).fill(204));
    await expectError(await send(ip, sessions[1]!.cookie), 429, 'RATE_LIMITED');
  });
});

describe('error logs and groups are kept 30 days (N7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const groupsNamed = (messages: string[]) =>
    t.database.db
      .select({ fingerprint: errorGroups.fingerprint, message: errorGroups.message })
      .from(errorGroups)
      .where(inArray(errorGroups.message, messages));

  it('the scheduled prune job forgets occurrences older than 30 days, and groups not seen since', async () => {
    const schedules = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from pgboss.schedule where name = 'prune-error-logs'`,
    );
    expect(schedules).toHaveLength(1);
    for (const message of ['Old failure', 'Recurring failure', 'Recent failure']) {
      expect(
        (await t.request('/api/client-errors', { method: 'POST', json: report(message) })).status,
      ).toBe(204);
    }
    const [old, recurring, recent] = await Promise.all(
      ['Old failure', 'Recurring failure', 'Recent failure'].map(
        async (m) => (await groupsNamed([m]))[0]!.fingerprint,
      ),
    );
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
    // Old: seen 31 days ago only. Recurring: first seen 31 days ago, and again today.
    await t.database.db
      .update(errorGroups)
      .set({ first_seen_at: daysAgo(31), last_seen_at: daysAgo(31) })
      .where(eq(errorGroups.fingerprint, old!));
    await t.database.db
      .update(errorLogs)
      .set({ created_at: daysAgo(31) })
      .where(inArray(errorLogs.fingerprint, [old!, recurring!]));
    await t.database.db
      .update(errorGroups)
      .set({ first_seen_at: daysAgo(31) })
      .where(eq(errorGroups.fingerprint, recurring!));
    expect(
      (await t.request('/api/client-errors', { method: 'POST', json: report('Recurring failure') }))
        .status,
    ).toBe(204);
    await t.database.db
      .update(errorLogs)
      .set({ created_at: daysAgo(29) })
      .where(eq(errorLogs.fingerprint, recent!));

    // What the cron runs, run now.
    await t.deps.jobs.send('prune-error-logs', {});
    await eventually(
      async () => ((await groupsNamed(['Old failure'])).length === 0 ? true : undefined),
      'the old group pruned',
    );
    expect((await groupsNamed(['Recurring failure', 'Recent failure'])).length).toBe(2);
    const logsOf = (fingerprint: string) =>
      t.database.db.$count(errorLogs, eq(errorLogs.fingerprint, fingerprint));
    expect(await logsOf(old!)).toBe(0);
    expect(await logsOf(recurring!)).toBe(1);
    expect(await logsOf(recent!)).toBe(1);
  });
});
