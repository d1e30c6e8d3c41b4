import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import {
  auditActionsOf,
  authGet,
  authPost,
  liveSession,
  signIn,
  type AuthError,
} from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { createTestApp, type TestApp } from '../test/test-app';

type ListedSession = { id: string; token: string; userAgent: string; ipAddress: string };

describe('sessions: list and sign-out scopes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A user signed in on three devices; `phone` and `tablet` carry their own user agents. */
  async function threeDevices() {
    const user = await t.signUp();
    const device = async (userAgent: string) => {
      const jar = new CookieJar();
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: user.email, password: user.password },
        headers: { 'user-agent': userAgent },
      });
      jar.store(res);
      return jar;
    };
    return {
      user,
      laptop: CookieJar.from(user.cookie),
      phone: await device('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'),
      tablet: await device('Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)'),
    };
  }

  const list = async (jar: CookieJar) =>
    (await (await authGet(t, '/list-sessions', jar)).json()) as ListedSession[];

  it('lists every active session with its device and address', async () => {
    const { laptop } = await threeDevices();
    const listed = await list(laptop);
    expect(listed).toHaveLength(3);
    expect(listed.map((s) => s.userAgent)).toContain(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    );
    expect(listed.every((s) => s.ipAddress === '127.0.0.1')).toBe(true);
  });

  it('revokes one session of the caller, and none of someone else', async () => {
    const { user, laptop, phone, tablet } = await threeDevices();
    const phoneToken = (await liveSession(t, phone))!.session.token;
    expect((await authPost(t, '/revoke-session', { token: phoneToken }, laptop)).status).toBe(200);
    expect(await liveSession(t, phone)).toBeNull();
    expect(await liveSession(t, tablet)).not.toBeNull();
    expect(await auditActionsOf(t, user.id)).toContain('user.session_revoke');

    const stranger = await t.signUp();
    const tabletToken = (await liveSession(t, tablet))!.session.token;
    await authPost(t, '/revoke-session', { token: tabletToken }, CookieJar.from(stranger.cookie));
    expect(await liveSession(t, tablet)).not.toBeNull();
  });

  it('signs out the other devices and keeps this one', async () => {
    const { user, laptop, phone, tablet } = await threeDevices();
    expect((await authPost(t, '/revoke-other-sessions', {}, laptop)).status).toBe(200);
    expect(await liveSession(t, phone)).toBeNull();
    expect(await liveSession(t, tablet)).toBeNull();
    expect(await liveSession(t, laptop)).not.toBeNull();
    expect(await auditActionsOf(t, user.id)).toContain('user.signout_others');
  });

  it('signs out every device', async () => {
    const { user, laptop, phone, tablet } = await threeDevices();
    expect((await authPost(t, '/revoke-sessions', {}, laptop)).status).toBe(200);
    for (const jar of [laptop, phone, tablet]) expect(await liveSession(t, jar)).toBeNull();
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
    expect(await auditActionsOf(t, user.id)).toContain('user.signout_all');
  });

  it('needs a session, and a recent one to list them (better-auth freshAge)', async () => {
    expect((await authPost(t, '/revoke-other-sessions', {})).status).toBe(401);
    const user = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    // Without the signed cookie cache, as once it has expired (after a minute).
    const tokenOnly = user.cookie.split('; ').filter((c) => c.includes('session_token'));
    const res = await authGet(t, '/list-sessions', CookieJar.from(tokenOnly.join('; ')));
    expect(res.status).toBe(403);
    expect(((await res.json()) as AuthError).code).toBe('SESSION_NOT_FRESH');
  });

  describe('identities', () => {
    it('lists the ways to sign in and never unlinks the last one', async () => {
      const user = await t.signUp();
      const jar = CookieJar.from(user.cookie);
      const accounts = (await (await authGet(t, '/list-accounts', jar)).json()) as {
        id: string;
        providerId: string;
      }[];
      expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
      const res = await authPost(t, '/unlink-account', { accountId: accounts[0]!.id }, jar);
      expect(res.status).toBe(400);
      expect(((await res.json()) as AuthError).code).toBe('FAILED_TO_UNLINK_LAST_ACCOUNT');
      expect((await signIn(t, user.email)).res.status).toBe(200);
    });
  });
});
