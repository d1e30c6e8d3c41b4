import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSessionList, RevokeResult } from '@updately/shared/account-api';
import { auditLogs, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  expectError,
  signIn,
  withoutCookieCache,
  type TestUser,
} from '../../test/account-test-kit';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions API', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const list = async (cookie: string) => {
    const res = await t.request('/api/account/sessions', { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as AccountSessionList).items;
  };
  const revokeOne = (id: string, cookie: string) =>
    t.request(`/api/account/sessions/${id}`, { method: 'DELETE', cookie });
  const revokeMany = (json: unknown, cookie: string) =>
    t.request('/api/account/sessions/revoke', { method: 'POST', json, cookie });
  const alive = async (cookie: string) =>
    (await t.request('/api/account/profile', { cookie })).status === 200;
  const sessionCount = (userId: string) =>
    t.database.db.$count(sessions, eq(sessions.userId, userId));
  const clearedCookies = (res: Response) =>
    res.headers.getSetCookie().filter((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c));

  it('answers 401 to anonymous callers', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectError(await t.request('/api/account/sessions'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request(`/api/account/sessions/${id}`, { method: 'DELETE' }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request('/api/account/sessions/revoke', { method: 'POST', json: { scope: 'all' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('lists the devices in plain words, marking this one, without tokens', async () => {
    await signIn(t, user, FIREFOX_LINUX);
    await signIn(t, user, SAFARI_IPHONE);
    // Older than better-auth's freshAge: still listed (its own list-sessions would refuse).
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    const items = await list(user.cookie);
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.map((s) => s.description)).toEqual(
      expect.arrayContaining(['Firefox on Linux', 'Safari on iOS']),
    );
    expect(items.find((s) => s.os === 'iOS')).toMatchObject({ device: 'Phone', browser: 'Safari' });
    expect(items[0]).toEqual({
      id: expect.any(String),
      browser: expect.any(String),
      os: expect.any(String),
      device: expect.any(String),
      description: expect.any(String),
      ip_address: expect.toBeOneOf([expect.any(String), null]),
      created_at: expect.stringMatching(/^\d{4}-/),
      last_seen_at: expect.stringMatching(/^\d{4}-/),
      current: expect.any(Boolean),
    });
    const tokens = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const text = JSON.stringify(items);
    for (const { token } of tokens) expect(text).not.toContain(token);

    const theirs = await list(other.cookie);
    expect(theirs).toHaveLength(1);
    expect(theirs.map((s) => s.id)).not.toEqual(expect.arrayContaining(items.map((s) => s.id)));
  });

  it("cannot end another user's session: 404, and it lives on", async () => {
    const [theirs] = await list(other.cookie);
    await expectError(await revokeOne(theirs!.id, user.cookie), 404, 'NOT_FOUND');
    await expectError(await revokeOne('not-a-uuid', user.cookie), 404, 'NOT_FOUND');
    expect(await alive(other.cookie)).toBe(true);
    expect(await sessionCount(other.id)).toBe(1);
  });

  it('ends one other session: its cookie is refused at once, even from the cookie cache', async () => {
    const firefox = await signIn(t, user, FIREFOX_LINUX);
    const target = (await list(firefox)).find((s) => s.current)!;
    const res = await revokeOne(target.id, user.cookie);
    expect(res.status).toBe(200);
    expect((await res.json()) as RevokeResult).toEqual({ success: true, signedOut: false });
    expect(clearedCookies(res)).toEqual([]);
    expect(await alive(firefox)).toBe(false);
    expect(await alive(withoutCookieCache(firefox))).toBe(false);
    expect(await alive(user.cookie)).toBe(true);
    const audits = await t.database.db.$count(
      auditLogs,
      and(eq(auditLogs.user_id, user.id), eq(auditLogs.action, 'user.session_revoke')),
    );
    expect(audits).toBe(1);
  });

  it('answers 400 for a bad scope and ends nothing', async () => {
    const before = await sessionCount(user.id);
    for (const json of [{}, { scope: 'everyone' }, { scope: null }]) {
      await expectError(await revokeMany(json, user.cookie), 400, 'VALIDATION_FAILED');
    }
    expect(await sessionCount(user.id)).toBe(before);
  });

  it('signs out every other device and keeps this one', async () => {
    const phone = await signIn(t, user, SAFARI_IPHONE);
    expect(await sessionCount(user.id)).toBeGreaterThan(1);
    const res = await revokeMany({ scope: 'others' }, user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, signedOut: false });
    expect(await sessionCount(user.id)).toBe(1);
    expect(await alive(user.cookie)).toBe(true);
    expect(await alive(phone)).toBe(false);
    expect(await sessionCount(other.id)).toBe(1);
  });

  it('ends this session on request and clears its cookies', async () => {
    const laptop = await signIn(t, user, FIREFOX_LINUX);
    const current = (await list(laptop)).find((s) => s.current)!;
    const res = await revokeOne(current.id, laptop);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, signedOut: true });
    expect(clearedCookies(res)).toHaveLength(1);
    expect(await alive(laptop)).toBe(false);
  });

  it('signs out every device including this one', async () => {
    const phone = await signIn(t, user, SAFARI_IPHONE);
    const res = await revokeMany({ scope: 'all' }, user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, signedOut: true });
    expect(clearedCookies(res)).toHaveLength(1);
    expect(await sessionCount(user.id)).toBe(0);
    expect(await alive(user.cookie)).toBe(false);
    expect(await alive(phone)).toBe(false);
    expect(await alive(other.cookie)).toBe(true);
    await expectError(
      await t.request('/api/account/sessions', { cookie: user.cookie }),
      401,
      'UNAUTHORIZED',
    );
  });
});
