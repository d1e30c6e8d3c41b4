import { sql } from 'drizzle-orm';
import type { createApp } from '../app';
import type { Db } from '../db/client';
import { grantRole } from '../platform/roles/roles';
import { createUser } from '../seed/factories/user-factories';
import { CookieJar } from '../test/cookie-jar';
import { secretFromUri, totpCode } from '../test/totp';

const ORIGIN = 'http://localhost:3000';

/** An admin with the authenticator on, signed in: the cookie autocannon sends. */
export async function adminCookie(app: ReturnType<typeof createApp>, db: Db) {
  const admin = await createUser(db, { email: `bench-admin-${Date.now()}@example.com` });
  await grantRole(db, admin.id, 'admin');
  const jar = new CookieJar();
  const post = async (path: string, json: unknown) => {
    const res = await app.request(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: jar.toString() },
      body: JSON.stringify(json),
    });
    jar.store(res);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('/sign-in/email', { email: admin.email, password: admin.password });
  const { totpURI } = await post('/two-factor/enable', { password: admin.password });
  await post('/two-factor/verify-totp', { code: totpCode(secretFromUri(String(totpURI))) });
  // A few more admins, one without two-factor, with some actions of their own.
  for (let i = 0; i < 4; i++) {
    const other = await createUser(db, { email: `bench-admin-${i}-${Date.now()}@example.com` });
    await grantRole(db, other.id, 'admin');
    await db.execute(sql`update users set two_factor_enabled = ${i > 0} where id = ${other.id}`);
    await db.execute(sql`insert into audit_logs (user_id, action, resource_type, resource_id, created_at)
      select ${other.id}::uuid, 'admin.user_update', 'USER'::audit_resource_type, ${admin.id}::text,
        now() - g * interval '1 hour'
      from generate_series(1, 50) g`);
  }
  return jar.toString();
}
