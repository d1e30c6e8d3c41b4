import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditActions, AdminAuditLogList } from '@updately/shared/admin-audit-logs-api';
import { auditLogs, users } from '../../db/schema';
import { createUser } from '../../seed/factories/user-factories';
import { expectError, type TestUser } from '../../test/account-test-kit';
import { signUpAdmin, signUpWithTotp } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

// A known set of entries in April 2025, far from those the test's own sign-ups write today.
// e4 and e5 share a microsecond; e1 and e2 fall in one millisecond.
const RANGE = 'from=2025-04-01T00:00:00Z&to=2025-05-01T00:00:00Z';
const ACTOR_EMAIL = 'xavier.actor@example.com';
const JOURNEY_ID = '3f1e2d3c-4b5a-4697-8a7b-6c5d4e3f2a1b';
const FORMULA = '=HYPERLINK("https://evil.example","Click")';

type Key = 'e1' | 'e2' | 'e3' | 'e4' | 'e5' | 'e6';

describe('admin audit logs API', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let actorId: string;
  const ids = {} as Record<Key, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    user = await signUpWithTotp(t);
    const db = t.database.db;
    actorId = (await createUser(db, { email: ACTOR_EMAIL })).id;
    const gone = await createUser(db);
    const entries: [
      Key,
      string | null,
      string,
      string,
      string | null,
      object | null,
      object | null,
      string,
    ][] = [
      [
        'e1',
        actorId,
        'journey.update',
        'JOURNEY',
        JOURNEY_ID,
        { name: 'Old', status: 'active' },
        { name: 'New', status: 'active' },
        '2025-04-01T10:00:00.000100Z',
      ],
      [
        'e2',
        actorId,
        'footprint.create',
        'FOOTPRINT',
        null,
        null,
        { brand: FORMULA },
        '2025-04-01T10:00:00.000900Z',
      ],
      [
        'e3',
        gone.id,
        'user.update',
        'USER',
        gone.id,
        { name: 'Gone' },
        { name: 'Gone Again' },
        '2025-04-03T10:00:00Z',
      ],
      [
        'e4',
        actorId,
        'admin.brand.updated',
        'BRAND',
        null,
        { tags: ['a'] },
        { tags: ['a', 'b'] },
        '2025-04-04T10:00:00.000500Z',
      ],
      [
        'e5',
        actorId,
        'journey.update',
        'JOURNEY',
        JOURNEY_ID,
        { status: 'active' },
        { status: 'completed' },
        '2025-04-04T10:00:00.000500Z',
      ],
      [
        'e6',
        admin.id,
        'admin.settings.updated',
        'SETTINGS',
        'product_name',
        { value: 'A' },
        { value: 'B' },
        '2025-04-05T10:00:00Z',
      ],
    ];
    for (const [key, userId, action, type, resourceId, oldValues, newValues, at] of entries) {
      const [row] = await db
        .insert(auditLogs)
        .values({
          user_id: userId,
          action,
          resource_type: type as 'USER',
          resource_id: resourceId,
          old_values: oldValues,
          new_values: newValues,
          metadata: key === 'e6' ? { key: 'product_name' } : null,
          ip_address: '203.0.113.7',
          // A user agent is whatever the client sent: here, a spreadsheet formula.
          user_agent: key === 'e2' ? FORMULA : null,
        })
        .returning({ id: auditLogs.id });
      await db.execute(
        sql`update audit_logs set created_at = ${at}::timestamptz where id = ${row!.id}`,
      );
      ids[key] = row!.id;
    }
    // Deleting the user keeps their entries, de-identified.
    await db.delete(users).where(eq(users.id, gone.id));
  }, 120_000);
  afterAll(() => t.close());

  const get = (path: string, cookie = admin.cookie) => t.request(path, { cookie });
  const list = async (query: string) => {
    const res = await get(`/api/admin/audit-logs?${RANGE}&${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AdminAuditLogList;
  };
  const keysOf = async (query: string) => {
    const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    return (await list(query)).items.map((e) => byId[e.id]);
  };
  // Newest first; e4 and e5 share a microsecond, so the larger id comes first.
  const newestFirst = (): Key[] => {
    const tie: Key[] = ids.e4 > ids.e5 ? ['e4', 'e5'] : ['e5', 'e4'];
    return ['e6', ...tie, 'e3', 'e2', 'e1'];
  };

  it('answers 401 to anonymous callers and 403 to users', async () => {
    for (const path of [
      '/api/admin/audit-logs',
      '/api/admin/audit-logs/actions',
      '/api/admin/audit-logs/export.csv',
    ]) {
      await expectError(await t.request(path), 401, 'UNAUTHORIZED');
      await expectError(await get(path, user.cookie), 403, 'FORBIDDEN');
    }
  });

  it('lists entries newest first with the actor’s email, or none for a deleted user', async () => {
    const { items, next_cursor } = await list('');
    expect(next_cursor).toBeNull();
    expect(items.map((e) => e.id)).toEqual(newestFirst().map((k) => ids[k]));
    expect(items.find((e) => e.id === ids.e1)).toEqual({
      id: ids.e1,
      created_at: '2025-04-01T10:00:00.000Z',
      actor: { id: actorId, email: ACTOR_EMAIL },
      action: 'journey.update',
      resource_type: 'JOURNEY',
      resource_id: JOURNEY_ID,
      // A journey's personal values are masked, as on the journeys page before a reveal.
      old_values: { name: 'O••••', status: 'active' },
      new_values: { name: 'N••••', status: 'active' },
      metadata: null,
      ip_address: '203.0.113.7',
      user_agent: null,
    });
    expect(items.find((e) => e.id === ids.e3)!.actor).toBeNull();
  });

  it('filters by user (email or id), action, resource type, resource and time', async () => {
    const actorOrder = newestFirst().filter((k) => ['e1', 'e2', 'e4', 'e5'].includes(k));
    expect(await keysOf(`user=${encodeURIComponent(' Xavier.Actor@Example.com ')}`)).toEqual(
      actorOrder,
    );
    expect(await keysOf(`user=${actorId}`)).toEqual(actorOrder);
    expect(await keysOf('user=nobody@example.com')).toEqual([]);
    expect(await keysOf('action=journey.update')).toEqual(
      newestFirst().filter((k) => k === 'e1' || k === 'e5'),
    );
    expect(await keysOf('resource_type=SETTINGS')).toEqual(['e6']);
    expect(await keysOf(`resource_id=${JOURNEY_ID}&action=journey.update`)).toEqual(
      newestFirst().filter((k) => k === 'e1' || k === 'e5'),
    );
    const april3 = await get(
      '/api/admin/audit-logs?from=2025-04-03T00:00:00Z&to=2025-04-04T10:00:00.0005Z',
    );
    expect(((await april3.json()) as AdminAuditLogList).items.map((e) => e.id)).toEqual([ids.e3]);
    expect(await keysOf('order=asc')).toEqual(newestFirst().reverse());
  });

  it('pages with a cursor that neither skips nor repeats, both ways', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminAuditLogList = await list(
          `order=${order}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((e) => e.id));
        cursor = page.next_cursor;
      } while (cursor && seen.length < 10);
      const expected = newestFirst().map((k) => ids[k]);
      expect(seen).toEqual(order === 'desc' ? expected : expected.reverse());
    }
    const first = await list(`user=${actorId}&limit=2`);
    const second = await list(`user=${actorId}&limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((e) => e.id)).toEqual([ids.e2, ids.e1]);
    expect(second.next_cursor).toBeNull();
  });

  it('answers 400 for bad filters and cursors', async () => {
    for (const query of [
      'user=nobody',
      'user=12345',
      'resource_type=INVOICE',
      'action=',
      'limit=0',
      'limit=101',
      'from=2025-04-01',
      'from=2025-04-02T00:00:00Z&to=2025-04-01T00:00:00Z',
      'cursor=garbage',
    ]) {
      await expectError(await get(`/api/admin/audit-logs?${query}`), 400, 'VALIDATION_FAILED');
    }
    await expectError(
      await get('/api/admin/audit-logs/export.csv?resource_type=INVOICE'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('lists every distinct action once, A to Z', async () => {
    const res = await get('/api/admin/audit-logs/actions');
    expect(res.status).toBe(200);
    const { actions } = (await res.json()) as AdminAuditActions;
    const distinct = await t.database.db
      .selectDistinct({ action: auditLogs.action })
      .from(auditLogs)
      .orderBy(auditLogs.action);
    expect(actions).toEqual(distinct.map((r) => r.action));
    expect(actions).toEqual(
      expect.arrayContaining(['admin.brand.updated', 'journey.update', 'user.update']),
    );
    expect(actions.filter((a) => a === 'journey.update')).toHaveLength(1);
  });

  it('exports the filtered entries as CSV with a readable diff, formulas neutralised', async () => {
    const res = await get(`/api/admin/audit-logs/export.csv?${RANGE}&user=${actorId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('x-export-truncated')).toBe('false');
    const csv = await res.text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'created_at,actor_email,actor_id,action,resource_type,resource_id,changes,old_values,new_values,metadata,ip_address,user_agent',
    );
    expect(res.headers.get('x-export-rows')).toBe('4');
    expect(csv).toContain(
      `2025-04-01T10:00:00.000Z,${ACTOR_EMAIL},${actorId},journey.update,JOURNEY,${JOURNEY_ID},name: O•••• → N••••,`,
    );
    expect(csv).toContain(`brand: + ${FORMULA.replace(/"/g, '""')}`);
    // The formula a client sent is text in a spreadsheet: a leading apostrophe.
    expect(csv).toContain(`,"'${FORMULA.replace(/"/g, '""')}"\r\n`);
    expect(csv).not.toContain(',=HYPERLINK');
    expect(csv).not.toContain(',"=HYPERLINK');
    const everything = await (await get(`/api/admin/audit-logs/export.csv?${RANGE}`)).text();
    expect(everything).toContain(',deleted user,,user.update,USER,');
  });
});
