import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, userConsents, users } from '../../db/schema';
import { expireOldSessions } from '../../auth/session-lifetime';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';
import type { Me } from '@updately/shared/me-api';
import { createOrganization } from '../../test/business-kit';
import { countQueries } from '../../test/query-counter';

describe('GET /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (cookie?: string) =>
    (await (await t.request('/api/me', { cookie })).json()) as Me;

  it('answers user null for visitors', async () => {
    expect(await me()).toEqual({
      user: null,
      profile: null,
      isAdmin: false,
      isBusinessMember: false,
      safe_mode: false,
    });
  });

  it('answers the user, their profile and the admin flag', async () => {
    const user = await t.signUp({ name: 'Mary Jane Watson' });
    const body = await me(user.cookie);
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.profile).toMatchObject({
      first_name: 'Mary',
      last_name: 'Jane Watson',
      auth_provider: 'email',
      data_processing_consent: true,
      marketing_consent: false,
    });
    expect(body.isAdmin).toBe(false);
  });

  it('says whether the user belongs to a business organisation (the sidebar shows the portal)', async () => {
    const user = await t.signUp();
    expect((await me(user.cookie)).isBusinessMember).toBe(false);
    await createOrganization(t, user.cookie, 'Sidebar Pty Ltd');
    expect((await me(user.cookie)).isBusinessMember).toBe(true);
  });

  it('creates a missing profile at the next sign-in, with its consent record', async () => {
    const user = await t.signUp();
    await t.database.db.delete(profiles).where(eq(profiles.user_id, user.id));
    await t.database.db.delete(userConsents).where(eq(userConsents.user_id, user.id));
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect((await me(cookieFrom(again))).profile).not.toBeNull();
    const consents = await t.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.user_id, user.id));
    expect(consents).toMatchObject([
      { consent_type: 'data_processing', granted: true, version: '1.0' },
    ]);
  });

  it('reports a deleted profile as missing, even right after sign-in, so the app ends the session', async () => {
    const user = await t.signUp();
    await t.database.db.delete(profiles).where(eq(profiles.user_id, user.id));
    const body = await me(user.cookie);
    expect(body.user?.id).toBe(user.id);
    expect(body.profile).toBeNull();
    expect(
      await t.database.db.select().from(profiles).where(eq(profiles.user_id, user.id)),
    ).toEqual([]);
  });

  it('never extends the database session while dropping a renewed cookie', async () => {
    const user = await t.signUp();
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000); // past updateAge (1 day)
    const [before] = await t.database.db
      .update(sessions)
      .set({ updatedAt: dayAgo, expiresAt: new Date(Date.now() + 5 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, user.id))
      .returning({ expiresAt: sessions.expiresAt });
    const res = await t.request('/api/me', { cookie: user.cookie });
    expect(res.headers.getSetCookie()).toEqual([]);
    await t.request('/api/footprints', { method: 'POST', json: {}, cookie: user.cookie });
    const [after] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });

  it('ends a session past its absolute lifetime, however much it was used (L3)', async () => {
    const user = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).user).toBeNull();
    const write = await t.request('/api/feedback', {
      method: 'POST',
      json: { feedbackType: 'bug', content: 'x', pageLocation: '/' },
      cookie: user.cookie,
    });
    expect(write.status).toBe(401);
    expect(await expireOldSessions(t.database.db, t.config.SESSION_MAX_LIFETIME)).toBeGreaterThan(
      0,
    );
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
  });

  it('sees a revoked session at once, despite the cookie cache', async () => {
    const user = await t.signUp();
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).user).toBeNull();
  });

  it('reads the session and the caller in one query, the session cache warm (issue 28)', async () => {
    const user = await t.signUp();
    expect((await me(user.cookie)).user?.id).toBe(user.id);
    const queries = await countQueries(t.database, async () => {
      expect((await me(user.cookie)).user?.id).toBe(user.id);
    });
    expect(queries).toBe(1);
  });

  it('answers a banned user as signed out at once, despite the cookie cache', async () => {
    const user = await t.signUp();
    expect((await me(user.cookie)).user?.id).toBe(user.id);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect((await me(user.cookie)).user).toBeNull();
    // The reader forgot the session: the next read of any route goes to the database.
    expect((await t.request('/api/footprints', { cookie: user.cookie })).status).toBe(401);
  });
});
