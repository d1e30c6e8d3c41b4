import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ErrorGroup,
  ErrorGroupDetail,
  ErrorGroupList,
} from '@updately/shared/admin-error-logs-api';
import { auditLogs, errorGroups, errorLogs } from '../../db/schema';
import { expectError } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<TestApp['signUp']>>;

const report = (overrides: Record<string, unknown> = {}) => ({
  name: 'TypeError',
  message: 'Cannot read properties of undefined (reading "id") for alex@example.com',
  stack:
    'TypeError: x\n    at renderRow (http://localhost:3000/assets/journeys-B4x9Qk2a.js:1:2345)',
  kind: 'error',
  path: '/journeys',
  ...overrides,
});

describe('error logs: client reports and server 5xx, grouped, resolved and reopened', () => {
  let t: TestApp;
  let admin: User;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  const post = (json: unknown, cookie?: string) =>
    t.request('/api/client-errors', { method: 'POST', json, cookie });
  const list = async (query = '', cookie = admin.cookie) => {
    const res = await t.request(`/api/admin/error-groups${query}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as ErrorGroupList;
  };
  const groupOf = async (message: string) => {
    const [row] = await t.database.db
      .select()
      .from(errorGroups)
      .where(eq(errorGroups.message, message));
    return row;
  };

  it('takes a report from anyone (204), scrubbed, with the user attached only when signed in', async () => {
    const anonymous = await post(report({ message: 'Anonymous failure for alex@example.com' }));
    expect(anonymous.status).toBe(204);
    const signedIn = await post(report({ message: 'Signed-in failure 0412 345 678' }), user.cookie);
    expect(signedIn.status).toBe(204);

    const anonGroup = await groupOf('Anonymous failure for [email]');
    expect(anonGroup).toMatchObject({ source: 'client', name: 'TypeError', count: 1 });
    const [anonLog] = await t.database.db
      .select()
      .from(errorLogs)
      .where(eq(errorLogs.fingerprint, anonGroup!.fingerprint));
    expect(anonLog).toMatchObject({ source: 'client', user_id: null, path: '/journeys' });
    expect(anonLog!.metadata).toEqual({ kind: 'error' });
    expect(JSON.stringify(anonLog)).not.toContain('alex@example.com');

    const mine = await groupOf('Signed-in failure [number]');
    const [log] = await t.database.db
      .select()
      .from(errorLogs)
      .where(eq(errorLogs.fingerprint, mine!.fingerprint));
    expect(log!.user_id).toBe(user.id);
  });

  it('refuses an invalid report (400) and stores nothing', async () => {
    const before = await t.database.db.$count(errorLogs);
    for (const bad of [
      {},
      report({ kind: 'console' }),
      report({ path: '/journeys?email=alex@example.com' }),
      report({ path: 'https://evil.example/x' }),
      report({ message: 'x'.repeat(1001) }),
    ]) {
      await expectError(await post(bad), 400, 'VALIDATION_FAILED');
    }
    expect(await t.database.db.$count(errorLogs)).toBe(before);
  });

  it('refuses a body over 16 KB (413)', async () => {
    const res = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report({ componentStack: 'x'.repeat(17 * 1024) })),
    });
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('groups occurrences by fingerprint with count, first and last seen', async () => {
    for (const n of [1, 2, 3]) {
      const res = await post(report({ message: `Row ${n} failed to render`, path: `/journeys` }));
      expect(res.status).toBe(204);
    }
    const group = await groupOf('Row 1 failed to render');
    expect(group!.count).toBe(3);
    expect(group!.last_seen_at.getTime()).toBeGreaterThan(group!.first_seen_at.getTime());
    const { items } = await list('?source=client&status=open');
    const listed = items.find((g) => g.fingerprint === group!.fingerprint)!;
    expect(listed).toMatchObject({ count: 3, source: 'client', reopened: false, resolvedAt: null });
  });

  it('resolves a group (audited), and reopens it when the error recurs', async () => {
    await post(report({ message: 'Recurring 7 problem' }));
    const { fingerprint } = (await groupOf('Recurring 7 problem'))!;

    const resolved = await t.request(`/api/admin/error-groups/${fingerprint}/resolve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(resolved.status).toBe(200);
    const body = (await resolved.json()) as ErrorGroup;
    expect(body.resolvedAt).not.toBeNull();
    expect(body.resolvedBy).toEqual({ id: admin.id, email: admin.email });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'admin.error.resolved'), eq(auditLogs.resource_id, fingerprint)),
      );
    expect(entry).toMatchObject({
      user_id: admin.id,
      resource_type: 'ERROR',
      old_values: { resolvedAt: null },
      new_values: { resolvedAt: body.resolvedAt },
    });
    expect((await list('?status=resolved')).items.map((g) => g.fingerprint)).toContain(fingerprint);
    expect((await list('?status=open')).items.map((g) => g.fingerprint)).not.toContain(fingerprint);

    // The same problem, another number: back in the open list, reopened, counted.
    expect((await post(report({ message: 'Recurring 8 problem' }))).status).toBe(204);
    const detail = await t.request(`/api/admin/error-groups/${fingerprint}`, {
      cookie: admin.cookie,
    });
    const { group, occurrences } = (await detail.json()) as ErrorGroupDetail;
    expect(group).toMatchObject({ count: 2, resolvedAt: null, reopened: true });
    expect(occurrences.map((o) => o.message)).toEqual([
      'Recurring 8 problem',
      'Recurring 7 problem',
    ]);
    expect(occurrences[0]).toMatchObject({ path: '/journeys', kind: 'error', signedIn: false });
    expect(occurrences[0]!.stack).toContain('renderRow');
  });

  it('reopens by hand (audited); resolving twice changes nothing more', async () => {
    await post(report({ message: 'Hand reopened problem' }));
    const { fingerprint } = (await groupOf('Hand reopened problem'))!;
    const act = (what: string) =>
      t.request(`/api/admin/error-groups/${fingerprint}/${what}`, {
        method: 'POST',
        cookie: admin.cookie,
      });
    expect((await act('resolve')).status).toBe(200);
    expect((await act('resolve')).status).toBe(200);
    const reopened = await act('reopen');
    expect(((await reopened.json()) as ErrorGroup).reopened).toBe(true);
    const entries = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.resource_id, fingerprint));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'admin.error.reopened',
      'admin.error.resolved',
    ]);
  });

  it('records a server 5xx with its request id', async () => {
    vi.spyOn(t.deps.settings, 'display').mockRejectedValueOnce(
      new Error('Settings store unreachable after 3000 ms'),
    );
    const res = await t.request('/api/config');
    await expectError(res, 500, 'INTERNAL');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    // The error handler records without holding up the answer.
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(errorLogs)
        .where(eq(errorLogs.request_id, requestId!));
      expect(row).toMatchObject({ source: 'server', method: 'GET', path: '/api/config' });
    });
    const { items } = await list('?source=server');
    const group = items.find((g) => g.message === 'Settings store unreachable after 3000 ms');
    expect(group).toMatchObject({ source: 'server', name: 'Error', count: 1 });
    const detail = await t.request(`/api/admin/error-groups/${group!.fingerprint}`, {
      cookie: admin.cookie,
    });
    const { occurrences } = (await detail.json()) as ErrorGroupDetail;
    expect(occurrences[0]).toMatchObject({ requestId, method: 'GET', path: '/api/config' });
  });

  it('pages with a cursor, most recently seen first', async () => {
    const first = await list('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    const seen = [...first.items, ...second.items].map((g) => g.lastSeenAt);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((g) => g.fingerprint)).size).toBe(4);
  });

  it('answers 400 to bad filters, cursors and fingerprints', async () => {
    for (const query of ['?status=done', '?source=mobile', '?limit=500', '?cursor=nope']) {
      await expectError(
        await t.request(`/api/admin/error-groups${query}`, { cookie: admin.cookie }),
        400,
        'VALIDATION_FAILED',
      );
    }
    await expectError(
      await t.request('/api/admin/error-groups/not-a-fingerprint', { cookie: admin.cookie }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(
      await t.request(`/api/admin/error-groups/${'a'.repeat(64)}/resolve`, {
        method: 'POST',
        cookie: admin.cookie,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('is for admins only: 401 anonymous, 403 for a user, and nothing changes', async () => {
    await post(report({ message: 'Guarded problem' }));
    const { fingerprint } = (await groupOf('Guarded problem'))!;
    const paths: [string, string][] = [
      ['GET', '/api/admin/error-groups'],
      ['GET', `/api/admin/error-groups/${fingerprint}`],
      ['POST', `/api/admin/error-groups/${fingerprint}/resolve`],
      ['POST', `/api/admin/error-groups/${fingerprint}/reopen`],
    ];
    for (const [method, path] of paths) {
      await expectError(await t.request(path, { method }), 401, 'UNAUTHORIZED');
      await expectError(await t.request(path, { method, cookie: user.cookie }), 403, 'FORBIDDEN');
    }
    expect((await groupOf('Guarded problem'))!.resolved_at).toBeNull();
    expect(await t.database.db.$count(auditLogs, eq(auditLogs.resource_id, fingerprint))).toBe(0);
  });
});
