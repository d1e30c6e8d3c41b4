import { SESSION_NOT_FRESH_MESSAGE } from './reauthentication';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import {
  auditActionsOf,
  authGet,
  authPost,
  liveSession,
  me,
  signIn,
  uniqueEmail,
  type AuthError,
} from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { linkIn, pathOf, waitForMail } from '../test/mailbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

const NEW_PASSWORD = 'another long passphrase';

describe('changing the account: user, password, email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ageSessions = (userId: string) =>
    t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, userId));

  it('reads and updates the user', async () => {
    const user = await t.signUp({ name: 'Old Name' });
    const jar = CookieJar.from(user.cookie);
    const session = (await (await authGet(t, '/get-session', jar)).json()) as {
      user: { id: string; name: string; email: string };
    };
    expect(session.user).toMatchObject({ id: user.id, name: 'Old Name', email: user.email });
    const res = await authPost(t, '/update-user', { name: 'New Name' }, jar);
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('New Name');
    expect(await auditActionsOf(t, user.id)).toContain('user.update');
  });

  it('answers an anonymous get-session with null and update-user with 401', async () => {
    expect(await (await authGet(t, '/get-session')).json()).toBeNull();
    expect((await authPost(t, '/update-user', { name: 'x' })).status).toBe(401);
  });

  describe('password', () => {
    it('needs the current password', async () => {
      const user = await t.signUp();
      const res = await authPost(
        t,
        '/change-password',
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        CookieJar.from(user.cookie),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as AuthError).code).toBe('INVALID_PASSWORD');
    });

    it('refuses a weak new password', async () => {
      const user = await t.signUp();
      const res = await authPost(
        t,
        '/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'iloveyou' },
        CookieJar.from(user.cookie),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as AuthError).code).toBe('WEAK_PASSWORD');
    });

    it('changes it and can sign the other devices out', async () => {
      const user = await t.signUp();
      const other = await signIn(t, user.email);
      const jar = CookieJar.from(user.cookie);
      const res = await authPost(
        t,
        '/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
        jar,
      );
      expect(res.status).toBe(200);
      expect(await liveSession(t, other.jar)).toBeNull();
      expect((await liveSession(t, jar))?.user.id).toBe(user.id);
      expect((await signIn(t, user.email, NEW_PASSWORD)).res.status).toBe(200);
      const actions = await auditActionsOf(t, user.id);
      expect(actions).toContain('user.password_change');
      // The session rotated by the change is not a new sign-in.
      expect(actions.filter((a) => a === 'user.signin')).toHaveLength(3);
    });
  });

  describe('email', () => {
    it('changes after the link mailed to the new address is followed', async () => {
      const user = await t.signUp();
      const newEmail = uniqueEmail('moved');
      const jar = CookieJar.from(user.cookie);
      const res = await authPost(t, '/change-email', { newEmail }, jar);
      expect(res.status).toBe(200);
      const mail = await waitForMail(t, newEmail, /Confirm your email/);
      const confirm = await t.request(pathOf(linkIn(mail.text)), { cookie: jar.toString() });
      expect(confirm.status).toBe(302);
      expect(confirm.headers.get('location')).toBe('/dashboard');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(newEmail);
      expect((await signIn(t, newEmail)).res.status).toBe(200);
      const actions = await auditActionsOf(t, user.id);
      expect(actions).toContain('user.email_change_requested');
      expect(actions).toContain('user.email_change');
    });

    it('needs a fresh session or the password', async () => {
      const user = await t.signUp();
      await ageSessions(user.id);
      const jar = CookieJar.from(user.cookie);
      const newEmail = uniqueEmail('moved');

      const stale = await authPost(t, '/change-email', { newEmail }, jar);
      expect(stale.status).toBe(403);
      expect(await stale.json()).toEqual({
        code: 'SESSION_NOT_FRESH',
        message: SESSION_NOT_FRESH_MESSAGE,
      });
      const wrong = await authPost(
        t,
        '/change-email',
        { newEmail, password: 'nope nope nope' },
        jar,
      );
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as AuthError).code).toBe('INVALID_PASSWORD');
      const right = await authPost(t, '/change-email', { newEmail, password: TEST_PASSWORD }, jar);
      expect(right.status).toBe(200);
      expect((await me(t, jar)).user?.email).toBe(user.email);
    });
  });
});
