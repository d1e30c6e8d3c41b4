import { expect } from 'vitest';
import { grantRole } from '../platform/roles/roles';
import { authPost } from './auth-flows';
import { CookieJar } from './cookie-jar';
import { TEST_PASSWORD, createTestApp, type TestApp } from './test-app';
import { secretFromUri, totpCode } from './totp';

export type ApiError = { error: { code: string; message: string } };

/**
 * A signed-in user with two-factor authentication on (the admin area requires it), and the
 * admin role when `admin` (a user_roles row, as `npm run admin -- grant` makes). The cookie is
 * the session that turning two-factor on re-issued.
 */
export async function signUpWithTotp(t: TestApp, options: { admin?: boolean; name?: string } = {}) {
  const user = await t.signUp({ name: options.name ?? 'Ada Admin' });
  if (options.admin) await grantRole(t.database.db, user.id, 'admin');
  const jar = CookieJar.from(user.cookie);
  const start = await authPost(t, '/two-factor/enable', { password: TEST_PASSWORD }, jar);
  const secret = secretFromUri(((await start.json()) as { totpURI: string }).totpURI);
  const verify = await authPost(t, '/two-factor/verify-totp', { code: totpCode(secret) }, jar);
  expect(verify.status).toBe(200);
  return { ...user, cookie: jar.toString(), secret };
}

/** An admin as the admin area wants one: admin role and two-factor authentication on. */
export function signUpAdmin(t: TestApp) {
  return signUpWithTotp(t, { admin: true });
}

export type Admin = Awaited<ReturnType<typeof signUpAdmin>>;

/** A fresh app with two admins: A who asks and B who approves (the two-admin rule's tests). */
export async function appWithTwoAdmins(): Promise<{ t: TestApp; a: Admin; b: Admin }> {
  const t = await createTestApp();
  return { t, a: await signUpAdmin(t), b: await signUpAdmin(t) };
}

/** Calls the admin API as the holder of `cookie` (anonymous without one). */
export function adminApi(t: TestApp, cookie?: string) {
  return (method: string, path: string, json?: unknown) =>
    t.request(`/api/admin/users${path}`, { method, json, cookie });
}

/** Calls /api/admin/approvals (the two-admin rule) as the holder of `cookie`. */
export function approvalsApi(t: TestApp, cookie?: string) {
  return (method: string, path: string, json?: unknown) =>
    t.request(`/api/admin/approvals${path}`, { method, json, cookie });
}
