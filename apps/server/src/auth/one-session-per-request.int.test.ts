import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE_CONFIRMATION } from '@updately/shared/account-api';
import { sessionStepUps, sessions, users } from '../db/schema';
import { expectError, passwordlessUser } from '../test/account-test-kit';
import { signUpAdmin, signUpWithTotp } from '../test/admin-test-kit';
import { me } from '../test/auth-flows';
import {
  AMBIGUOUS_SHAPES,
  SESSION_COOKIE,
  ambiguousSpelling,
  dropPassword,
  sessionCookieFor,
  sessionCookieValue,
} from '../test/session-cookies';
import { createTestApp, type TestApp } from '../test/test-app';
import { totpCode } from '../test/totp';
import { passwordHashOf } from './credential-password';

const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60_000);
const NEW_PASSWORD = 'attacker picked this passphrase 42';
/** The next step's code: the current one was spent turning two-factor on (RFC 6238 5.2). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

// Security review 2, N1: the session reader and better-auth must never read two sessions from one
// Cookie header, and a route authorised by the reader never hands better-auth the raw headers.
describe('one Cookie header, one session (ADR 0032)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signed in, and last confirmed it was them, more than 10 minutes ago. */
  const makeStale = async (userId: string) => {
    await t.database.db
      .update(sessions)
      .set({ createdAt: ELEVEN_MINUTES_AGO() })
      .where(eq(sessions.userId, userId));
    await t.database.db
      .update(sessionStepUps)
      .set({ verifiedAt: ELEVEN_MINUTES_AGO() })
      .where(eq(sessionStepUps.userId, userId));
  };
  const stepUpsOf = (userId: string) =>
    t.database.db.select().from(sessionStepUps).where(eq(sessionStepUps.userId, userId));
  const userExists = async (userId: string) =>
    (await t.database.db.$count(users, eq(users.id, userId))) === 1;
  const verify = (cookie: string, json: unknown) =>
    t.request('/api/account/reauthenticate/verify', { method: 'POST', json, cookie });
  const setPassword = (cookie: string) =>
    t.request('/api/account/password', {
      method: 'POST',
      json: { newPassword: NEW_PASSWORD },
      cookie,
    });
  const deleteAccount = (cookie: string, password?: string) =>
    t.request('/api/account', {
      method: 'DELETE',
      json: { confirm: DELETE_CONFIRMATION, password },
      cookie,
    });
  const getSession = (cookie: string) => t.request('/api/auth/get-session', { cookie });
  const updateName = (cookie: string, name: string) =>
    t.request('/api/auth/update-user', { method: 'POST', json: { name }, cookie });
  const nameOf = async (userId: string) =>
    (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]
      ?.name;

  /** The review's header: better-call reads the first pair (A, unquoted), Hono the second (V). */
  const twoSessions = (attackerCookie: string, victimCookie: string) =>
    `${SESSION_COOKIE}="${sessionCookieValue(attackerCookie)}x; ` +
    `${SESSION_COOKIE}=${sessionCookieValue(victimCookie)}`;

  describe("the review's exploit", () => {
    it("the attacker's TOTP does not make the victim's stale session fresh, so no password can be set", async () => {
      const victim = await passwordlessUser(t);
      const attacker = await signUpWithTotp(t, { name: 'Attacker' });
      await makeStale(victim.id);
      const header = twoSessions(attacker.cookie, victim.jar.toString());

      const stepUp = await verify(header, { method: 'totp', code: nextCode(attacker.secret) });
      await expectError(stepUp, 401, 'UNAUTHORIZED');
      expect(await stepUpsOf(victim.id)).toEqual([]);
      await expectError(await setPassword(victim.jar.toString()), 403, 'REAUTHENTICATION_REQUIRED');
      await expectError(await setPassword(header), 401, 'UNAUTHORIZED');
      expect(await passwordHashOf(t.database.db, victim.id)).toBeNull();
    });

    it("the attacker's password does not delete the victim", async () => {
      const victim = await passwordlessUser(t);
      const attacker = await signUpWithTotp(t, { name: 'Attacker' });
      await makeStale(victim.id);

      const header = twoSessions(attacker.cookie, victim.jar.toString());
      await expectError(await deleteAccount(header, attacker.password), 401, 'UNAUTHORIZED');
      // Checked against the victim's own (absent) password, whatever better-auth would read.
      await expectError(
        await deleteAccount(victim.jar.toString(), attacker.password),
        403,
        'FORBIDDEN',
      );
      expect(await userExists(victim.id)).toBe(true);
      expect(await userExists(attacker.id)).toBe(true);
      expect((await me(t, victim.jar)).user?.id).toBe(victim.id);
    });

    it("a stale admin session is not stepped up by another user's TOTP", async () => {
      const admin = await signUpAdmin(t);
      const attacker = await signUpWithTotp(t, { name: 'Attacker' });
      const target = await t.signUp();
      await makeStale(admin.id);
      const header = twoSessions(attacker.cookie, admin.cookie);

      const stepUp = await verify(header, { method: 'totp', code: nextCode(attacker.secret) });
      await expectError(stepUp, 401, 'UNAUTHORIZED');
      const link = await t.request(`/api/admin/users/${target.id}/links`, {
        method: 'POST',
        json: { type: 'sign-in' },
        cookie: admin.cookie,
      });
      await expectError(link, 403, 'REAUTHENTICATION_REQUIRED');
    });
  });

  describe.each(AMBIGUOUS_SHAPES)('a %s session cookie', (shape) => {
    it('is refused by POST /api/account/reauthenticate/verify, which records no step-up', async () => {
      const user = await t.signUp();
      await makeStale(user.id);
      const cookie = await sessionCookieFor(t, user.id, ELEVEN_MINUTES_AGO());
      const proof = { method: 'password', password: user.password };

      await expectError(await verify(ambiguousSpelling(cookie, shape), proof), 401, 'UNAUTHORIZED');
      expect(await stepUpsOf(user.id)).toEqual([]);
      expect((await verify(cookie, proof)).status).toBe(200);
    });

    it('is refused by DELETE /api/account, which deletes nothing', async () => {
      const user = await t.signUp();
      const cookie = await sessionCookieFor(t, user.id);

      const refused = await deleteAccount(ambiguousSpelling(cookie, shape), user.password);
      await expectError(refused, 401, 'UNAUTHORIZED');
      expect(await userExists(user.id)).toBe(true);
      expect((await deleteAccount(cookie, user.password)).status).toBe(200);
    });

    it('is refused by POST /api/account/password, which sets none', async () => {
      const user = await t.signUp();
      await dropPassword(t, user.id);
      const cookie = await sessionCookieFor(t, user.id);

      await expectError(await setPassword(ambiguousSpelling(cookie, shape)), 401, 'UNAUTHORIZED');
      expect(await passwordHashOf(t.database.db, user.id)).toBeNull();
      expect((await setPassword(cookie)).status).toBe(200);
    });

    it("is refused by better-auth's routes (get-session, update-user), which change nothing", async () => {
      const user = await t.signUp({ name: 'Before' });
      const cookie = await sessionCookieFor(t, user.id);
      const ambiguous = ambiguousSpelling(cookie, shape);

      await expectError(await getSession(ambiguous), 401, 'UNAUTHORIZED');
      await expectError(await updateName(ambiguous, 'After'), 401, 'UNAUTHORIZED');
      expect(await nameOf(user.id)).toBe('Before');
      expect((await updateName(cookie, 'After')).status).toBe(200);
      expect(await nameOf(user.id)).toBe('After');
    });

    it("is refused by the app's other session routes; routes that read no session still answer", async () => {
      const user = await t.signUp();
      const ambiguous = ambiguousSpelling(await sessionCookieFor(t, user.id), shape);
      await expectError(await t.request('/api/me', { cookie: ambiguous }), 401, 'UNAUTHORIZED');
      expect((await t.request('/api/health', { cookie: ambiguous })).status).toBe(200);
    });
  });

  it('reads one ordinary session cookie among other cookies on every route', async () => {
    const user = await t.signUp({ name: 'Before' });
    const withOthers = (cookie: string) =>
      `sidebar_state=true; ph_consent="{\\"a\\":1}"; ${cookie}; theme=dark; empty=`;
    const cookie = withOthers(await sessionCookieFor(t, user.id, ELEVEN_MINUTES_AGO()));

    expect((await me(t, cookie)).user?.id).toBe(user.id);
    const session = (await (await getSession(cookie)).json()) as { user: { id: string } };
    expect(session.user.id).toBe(user.id);
    expect((await updateName(cookie, 'After')).status).toBe(200);
    expect((await verify(cookie, { method: 'password', password: user.password })).status).toBe(
      200,
    );
    await dropPassword(t, user.id);
    expect((await setPassword(cookie)).status).toBe(200);
    expect((await deleteAccount(cookie, NEW_PASSWORD)).status).toBe(200);
    expect(await userExists(user.id)).toBe(false);
  });

  it('steps up with the TOTP of the session user, handing better-auth only that session', async () => {
    const user = await signUpWithTotp(t, { name: 'Tess' });
    await makeStale(user.id);
    const session = `${SESSION_COOKIE}=${sessionCookieValue(user.cookie)}`;
    const verifyTotp = vi.spyOn(t.deps.auth.api, 'verifyTOTP');
    try {
      const res = await verify(`sidebar_state=true; updately.two_factor=planted; ${session}`, {
        method: 'totp',
        code: nextCode(user.secret),
      });
      expect(res.status).toBe(200);
      const [call] = verifyTotp.mock.calls;
      expect((call![0] as { headers: Headers }).headers.get('cookie')).toBe(session);
    } finally {
      verifyTotp.mockRestore();
    }
    expect(await stepUpsOf(user.id)).toHaveLength(1);
  });
});
