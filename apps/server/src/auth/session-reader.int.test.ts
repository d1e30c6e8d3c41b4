import { eq } from 'drizzle-orm';
import { getCookies } from 'better-auth/cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import type { RealtimeHub } from '../platform/realtime/realtime-hub';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSessionReader, SESSION_CACHE_TTL_MS } from './session-reader';

/** A hub that hears nothing: as if this process missed the sessions trigger's notification. */
const deafHub = { observe: () => () => true } as unknown as RealtimeHub;

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the session reader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const status = async (cookie: string, method = 'GET') =>
    method === 'GET'
      ? (await t.request('/api/footprints', { cookie })).status
      : (await t.request('/api/feedback', { method, cookie, json: {} })).status;
  const deafReader = (ttlMs: number) =>
    createSessionReader({
      db: t.database.db,
      secret: t.config.authSecret,
      cookieName: getCookies(t.deps.auth.options).sessionToken.name,
      maxLifetimeSeconds: t.config.SESSION_MAX_LIFETIME,
      realtime: deafHub,
      ttlMs,
    });

  it('documents a bound of at most 60 s for reads', () => {
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(60_000);
  });

  it('reads the signed cookie and refuses a forged or tampered one', async () => {
    const user = await t.signUp();
    const session = await t.deps.sessions.read(user.cookie, { fresh: false });
    expect(session?.user).toEqual({ id: user.id, email: user.email, name: 'Test User' });
    const forged = user.cookie.replace(/session_token=([^.;]+)/, 'session_token=$1x');
    expect(await t.deps.sessions.read(forged, { fresh: true })).toBeNull();
    expect(await t.deps.sessions.read(undefined, { fresh: true })).toBeNull();
    expect(await status(forged)).toBe(401);
  });

  it('stops a revoked session at once, reads included, through the sessions trigger', async () => {
    const user = await t.signUp();
    expect(await status(user.cookie)).toBe(200);
    // Deleted behind the app's back (another instance, an admin's SQL): only the trigger tells.
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await until(async () => (await status(user.cookie)) === 401);
  });

  it('stops a deleted account and a banned one', async () => {
    const gone = await t.signUp();
    const banned = await t.signUp();
    expect(await status(gone.cookie)).toBe(200);
    expect(await status(banned.cookie)).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    await until(async () => (await status(gone.cookie)) === 401);
    // A ban in force refuses the session even before its rows go (the admin route deletes them).
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    expect(await status(banned.cookie, 'POST')).toBe(401);
    expect(await t.deps.sessions.read(banned.cookie, { fresh: true })).toBeNull();
  });

  it('without the notification, a read trusts a checked session for the bound only; a write never', async () => {
    const user = await t.signUp();
    const reader = deafReader(300);
    expect(await reader.read(user.cookie, { fresh: false })).not.toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await reader.read(user.cookie, { fresh: false })).not.toBeNull();
    expect(await reader.read(user.cookie, { fresh: true })).toBeNull();
    expect(await reader.read(user.cookie, { fresh: false })).toBeNull();
  });

  it('checks the database again once the bound has passed', async () => {
    const user = await t.signUp();
    const reader = deafReader(200);
    expect(await reader.read(user.cookie, { fresh: false })).not.toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await new Promise((r) => setTimeout(r, 250));
    expect(await reader.read(user.cookie, { fresh: false })).toBeNull();
  });

  it('never answers past the session expiry or the absolute lifetime, cached or not', async () => {
    const user = await t.signUp();
    const reader = deafReader(60_000);
    expect(await reader.read(user.cookie, { fresh: false })).not.toBeNull();
    const expired = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect(await reader.read(expired.cookie, { fresh: false })).toBeNull();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - t.config.SESSION_MAX_LIFETIME * 1000 - 1000) })
      .where(eq(sessions.userId, user.id));
    // Cached with the old creation time: still judged by it, so re-read fresh to see the new one.
    expect(await reader.read(user.cookie, { fresh: true })).toBeNull();
  });
});
