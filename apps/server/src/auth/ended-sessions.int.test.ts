import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { signIn, type TestUser } from '../test/account-test-kit';
import { adminApi, signUpAdmin } from '../test/admin-test-kit';
import { sessionCookieValue } from '../test/session-cookies';
import { createTestApp, type TestApp } from '../test/test-app';

const SESSION_DATA = 'updately.session_data';
type SessionAnswer = { session: Record<string, unknown>; user: Record<string, unknown> } | null;

// Security review 2, N5: better-auth's routes once trusted a signed 60-second copy of the session
// (cookieCache), so an ended session kept acting on /api/auth/* for up to a minute.
describe('an ended session on better-auth routes (ADR 0032)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getSession = async (cookie: string) =>
    (await (await t.request('/api/auth/get-session', { cookie })).json()) as SessionAnswer;
  const updateUser = (cookie: string) =>
    t.request('/api/auth/update-user', { method: 'POST', json: { name: 'Still here' }, cookie });
  const createOrganization = (cookie: string) =>
    t.request('/api/auth/organization/create', {
      method: 'POST',
      json: { name: 'Ghost Org', slug: `ghost-${crypto.randomUUID().slice(0, 8)}` },
      cookie,
    });

  /**
   * The `session_data` cookie better-auth 1.7 wrote while its cookie cache was on (compact
   * strategy: the session and user, signed with the auth secret): what a browser signed in before
   * the cache was turned off may still hold for up to a minute.
   */
  async function leftoverSessionData(cookie: string): Promise<string> {
    const answer = await getSession(cookie);
    if (!answer) throw new Error('no session to copy');
    const data = {
      session: answer.session,
      user: answer.user,
      updatedAt: Date.now(),
      version: '1',
    };
    const expiresAt = Date.now() + 60_000;
    const signature = createHmac('sha256', t.config.authSecret)
      .update(JSON.stringify({ ...data, expiresAt }))
      .digest('base64url');
    const payload = JSON.stringify({ session: data, expiresAt, signature });
    return `${SESSION_DATA}=${Buffer.from(payload).toString('base64url')}`;
  }

  const tokenOf = (cookie: string) => decodeURIComponent(sessionCookieValue(cookie)).split('.')[0]!;

  const endings: [string, (user: TestUser, cookie: string) => Promise<void>][] = [
    [
      'sign-out everywhere from another device',
      async (user) => {
        const other = await signIn(t, user, 'Other device');
        const res = await t.request('/api/auth/revoke-sessions', {
          method: 'POST',
          json: {},
          cookie: other,
        });
        expect(res.status).toBe(200);
      },
    ],
    [
      "the session's revocation on the sessions page",
      async (user, cookie) => {
        const other = await signIn(t, user, 'Other device');
        const [row] = await t.database.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.token, tokenOf(cookie)));
        const res = await t.request(`/api/account/sessions/${row!.id}`, {
          method: 'DELETE',
          cookie: other,
        });
        expect(res.status).toBe(200);
      },
    ],
    [
      'a ban',
      async (user) => {
        const admin = await signUpAdmin(t);
        const res = await adminApi(t, admin.cookie)('POST', `/${user.id}/ban`, { reason: 'spam' });
        expect(res.status).toBe(200);
      },
    ],
  ];

  it.each(endings)(
    'after %s, the old cookies are refused at once on get-session, update-user and organization/create',
    async (_, end) => {
      const user = await t.signUp();
      const cookie = `${user.cookie.split('; ').find((c) => c.includes('session_token'))!}`;
      const withLeftover = `${cookie}; ${await leftoverSessionData(cookie)}`;
      expect((await getSession(withLeftover))?.user.id).toBe(user.id);

      await end(user, cookie);
      for (const sent of [cookie, withLeftover]) {
        expect(await getSession(sent)).toBeNull();
        expect((await updateUser(sent)).status).toBe(401);
        expect((await createOrganization(sent)).status).toBe(401);
      }
    },
  );

  it('sets no session_data cookie, and clears one a browser still holds', async () => {
    const user = await t.signUp();
    expect(user.cookie).not.toContain(SESSION_DATA);
    const res = await t.request('/api/auth/get-session', {
      cookie: `${user.cookie}; ${await leftoverSessionData(user.cookie)}`,
    });
    const cleared = res.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_DATA}=`));
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/Max-Age=0/i);
  });
});
