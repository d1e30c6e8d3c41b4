import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, userConsents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Me } from '@updately/shared/me-api';

describe('GET /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (cookie?: string) =>
    (await (await t.request('/api/me', { cookie })).json()) as Me;

  it('answers user null for visitors', async () => {
    expect(await me()).toEqual({ user: null, profile: null, isAdmin: false });
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

  it('recreates a missing profile right after sign-in, with its consent record', async () => {
    const user = await t.signUp();
    await t.database.db.delete(profiles).where(eq(profiles.user_id, user.id));
    await t.database.db.delete(userConsents).where(eq(userConsents.user_id, user.id));
    expect((await me(user.cookie)).profile).not.toBeNull();
    const consents = await t.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.user_id, user.id));
    expect(consents).toMatchObject([
      { consent_type: 'data_processing', granted: true, version: '1.0' },
    ]);
  });

  it('reports a profile deleted later as missing, so the app can end the session', async () => {
    const user = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    await t.database.db.delete(profiles).where(eq(profiles.user_id, user.id));
    const body = await me(user.cookie);
    expect(body.user?.id).toBe(user.id);
    expect(body.profile).toBeNull();
  });

  it('sees a revoked session at once, despite the cookie cache', async () => {
    const user = await t.signUp();
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).user).toBeNull();
  });
});
