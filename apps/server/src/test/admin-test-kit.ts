import { grantRole } from '../platform/roles/roles';
import type { TestApp } from './test-app';

export type ApiError = { error: { code: string; message: string } };

/** A signed-in user with the admin role (a user_roles row, as `npm run admin -- grant` makes). */
export async function signUpAdmin(t: TestApp) {
  const admin = await t.signUp({ name: 'Ada Admin' });
  await grantRole(t.database.db, admin.id, 'admin');
  return admin;
}

/** Calls the admin API as the holder of `cookie` (anonymous without one). */
export function adminApi(t: TestApp, cookie?: string) {
  return (method: string, path: string, json?: unknown) =>
    t.request(`/api/admin/users${path}`, { method, json, cookie });
}
