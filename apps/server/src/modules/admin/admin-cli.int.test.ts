import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors, userRoles, users } from '../../db/schema';
import { resetMfaByEmail } from '../../platform/accounts/reset-mfa-by-email';
import { signUpWithTotp } from '../../test/admin-test-kit';
import { me } from '../../test/auth-flows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setAdminByEmail } from '../../platform/roles/admin-role-by-email';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

describe('npm run admin -- grant|revoke|reset-mfa email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const roleOf = async (id: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, id));
    return { role: user!.role, roles: roles.map((r) => r.role) };
  };

  it('grants the admin role (user_roles) with users.role in step, then revokes it', async () => {
    const user = await t.signUp();
    expect(await setAdminByEmail(t.database.db, ` ${user.email.toUpperCase()} `, true)).toBe(true);
    expect(await roleOf(user.id)).toEqual({ role: 'admin', roles: ['admin'] });
    expect((await me(t, user.cookie)).isAdmin).toBe(true);
    expect(await setAdminByEmail(t.database.db, user.email, false)).toBe(true);
    expect(await roleOf(user.id)).toEqual({ role: 'user', roles: [] });
  });

  it('answers false for an email without an account', async () => {
    expect(await setAdminByEmail(t.database.db, 'nobody@example.com', true)).toBe(false);
    expect(await resetMfaByEmail(t.database.db, 'nobody@example.com')).toBe(false);
  });

  it('resets MFA (the break-glass path when no second admin can approve it)', async () => {
    const admin = await signUpWithTotp(t, { admin: true });
    expect(await resetMfaByEmail(t.database.db, admin.email)).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(user!.twoFactorEnabled).toBe(false);
    expect(await t.database.db.$count(twoFactors, eq(twoFactors.userId, admin.id))).toBe(0);
  });

  it('prints the usage and exits 2 for anything else', async () => {
    const tsx = path.join(serverDir, '../../node_modules/.bin/tsx');
    await expect(
      promisify(execFile)(tsx, ['src/scripts/admin.ts', 'promote', 'x@example.com'], {
        cwd: serverDir,
      }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'Usage: npm run admin -- grant|revoke|reset-mfa someone@example.com',
      ),
    });
  });
});
