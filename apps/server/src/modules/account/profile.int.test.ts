import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile } from '@updately/shared/account-api';
import { auditLogs, profiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectError, type TestUser } from '../../test/account-test-kit';

describe('account profile API', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Ann Lee' });
    other = await t.signUp({ name: 'Bob Stone' });
  });
  afterAll(() => t.close());

  const get = async (cookie: string) => {
    const res = await t.request('/api/account/profile', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as AccountProfile;
  };
  const patch = (json: unknown, cookie = user.cookie) =>
    t.request('/api/account/profile', { method: 'PATCH', json, cookie });
  const snapshot = async (userId: string) => ({
    profile: await t.database.db.select().from(profiles).where(eq(profiles.user_id, userId)),
    name: await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId)),
    audits: await t.database.db.$count(auditLogs, eq(auditLogs.user_id, userId)),
  });

  it('answers 401 to anonymous callers', async () => {
    await expectError(await t.request('/api/account/profile'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request('/api/account/profile', { method: 'PATCH', json: { first_name: 'X' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it("shows the caller's own profile and nobody else's", async () => {
    const mine = await get(user.cookie);
    expect(mine).toMatchObject({
      user_id: user.id,
      email: user.email,
      name: 'Ann Lee',
      first_name: 'Ann',
      last_name: 'Lee',
      avatar_url: null,
      auth_provider: 'email',
      data_processing_consent: true,
      marketing_consent: false,
    });
    const theirs = await get(other.cookie);
    expect(theirs).toMatchObject({ user_id: other.id, email: other.email, first_name: 'Bob' });
    expect(JSON.stringify(theirs)).not.toContain(user.email);
  });

  it('changes both names, trimmed; the account name follows; audited with old and new', async () => {
    const res = await patch({ first_name: '  Anne-Marie ', last_name: " O'Neil " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      first_name: 'Anne-Marie',
      last_name: "O'Neil",
      name: "Anne-Marie O'Neil",
    });
    expect(await get(user.cookie)).toMatchObject({ first_name: 'Anne-Marie' });
    const [row] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.name).toBe("Anne-Marie O'Neil");
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, user.id), eq(auditLogs.action, 'user.profile_update')));
    expect(entry).toMatchObject({
      resource_type: 'USER',
      resource_id: user.id,
      old_values: { first_name: 'Ann', last_name: 'Lee' },
      new_values: { first_name: 'Anne-Marie', last_name: "O'Neil" },
    });
    expect(await get(other.cookie)).toMatchObject({ first_name: 'Bob', last_name: 'Stone' });
  });

  it('changes one name and keeps the other', async () => {
    const res = await patch({ last_name: 'Smith' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first_name: 'Anne-Marie', name: 'Anne-Marie Smith' });
  });

  it('answers 400 with the error shape for bad names and writes nothing', async () => {
    const before = await snapshot(user.id);
    const bad: unknown[] = [
      {},
      { first_name: '' },
      { first_name: '   ' },
      { last_name: 'x'.repeat(81) },
      { first_name: '<b>Ann</b>' },
      { first_name: 'Ann', last_name: '<script>' },
      { first_name: 'Ann\u0000' },
      { first_name: 42 },
      { first_name: null },
    ];
    for (const json of bad) {
      const error = await expectError(await patch(json), 400, 'VALIDATION_FAILED');
      expect(error.message.length).toBeGreaterThan(5);
    }
    const malformed = await t.request('/api/account/profile', {
      method: 'PATCH',
      body: '{"first_name": ',
      headers: { 'content-type': 'application/json' },
      cookie: user.cookie,
    });
    expect(malformed.status).toBe(400);
    expect(await snapshot(user.id)).toEqual(before);
  });

  it('accepts 80 characters and names in any script', async () => {
    const res = await patch({ first_name: 'é'.repeat(80), last_name: '李' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ last_name: '李' });
  });

  it('appears in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/account/profile'] ?? {}).sort()).toEqual(['get', 'patch']);
    for (const path of [
      '/api/account',
      '/api/account/avatar',
      '/api/account/avatar/{userId}',
      '/api/account/consents',
      '/api/account/sessions',
      '/api/account/sessions/{id}',
      '/api/account/sessions/revoke',
      '/api/account/export',
      '/api/feedback',
      '/api/admin/feedback',
      '/api/admin/feedback/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
