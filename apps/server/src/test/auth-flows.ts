import { asc, eq } from 'drizzle-orm';
import { auditLogs } from '../db/schema';
import { CookieJar } from './cookie-jar';
import { TEST_PASSWORD, type TestApp } from './test-app';

export const uniqueEmail = (label = 'user') => `${label}-${crypto.randomUUID()}@example.com`;

export type AuthError = { code: string; message: string; reasons?: string[] };

/** POST to an auth endpoint with the cookies of `jar`, keeping the cookies it sets. */
export async function authPost(t: TestApp, path: string, json: unknown, jar?: CookieJar) {
  const res = await t.request(`/api/auth${path}`, {
    method: 'POST',
    json,
    cookie: jar?.toString(),
  });
  jar?.store(res);
  return res;
}

export async function authGet(t: TestApp, path: string, jar?: CookieJar) {
  const res = await t.request(path.startsWith('/api') ? path : `/api/auth${path}`, {
    cookie: jar?.toString(),
  });
  jar?.store(res);
  return res;
}

/** Signs in with email and password; the jar holds the session (or the two-factor cookie). */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  const jar = new CookieJar();
  const res = await authPost(t, '/sign-in/email', { email, password }, jar);
  return { res, jar };
}

/** The audit actions recorded for a user, oldest first. */
export async function auditActionsOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(eq(auditLogs.user_id, userId))
    .orderBy(asc(auditLogs.created_at));
  return rows.map((r) => r.action);
}

/** GET /api/me with the jar's cookies: who the server thinks is signed in. */
export async function me(t: TestApp, jar: CookieJar | string) {
  const res = await t.request('/api/me', { cookie: jar.toString() });
  return (await res.json()) as {
    user: { id: string; email: string; emailVerified: boolean } | null;
    profile: Record<string, unknown> | null;
    isAdmin: boolean;
  };
}

/** The session as the database sees it (bypassing the cookie cache): null once revoked. */
export async function liveSession(t: TestApp, jar: CookieJar | string) {
  const res = await t.request('/api/auth/get-session?disableCookieCache=true', {
    cookie: jar.toString(),
  });
  return (await res.json()) as {
    session: { id: string; token: string };
    user: { id: string };
  } | null;
}
