import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MFA_REQUIRED, ADMIN_REAUTH_REQUIRED } from '../../auth/require-admin';
import { sessions } from '../../db/schema';
import { grantRole } from '../../platform/roles/roles';
import { totpCode } from '../../test/totp';
import { authPost } from '../../test/auth-flows';
import { CookieJar } from '../../test/cookie-jar';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminApi, approvalsApi, signUpAdmin, type ApiError } from '../../test/admin-test-kit';

const SOME_ID = '7d1f3b2a-5c4e-4f6a-8b9c-0d1e2f3a4b5c';

/** Every admin route, with a valid body; `:id` becomes the id under test. */
const ROUTES: [method: string, path: string, body?: unknown][] = [
  ['GET', ''],
  ['POST', '', { email: 'new@example.com', name: 'New' }],
  ['POST', '/invite', { email: 'invitee@example.com', name: 'Invitee' }],
  ['GET', '/:id'],
  ['PUT', '/:id', { name: 'Renamed' }],
  ['DELETE', '/:id'],
  ['POST', '/:id/ban', {}],
  ['POST', '/:id/unban'],
  ['POST', '/:id/links', { type: 'recovery' }],
  ['GET', '/:id/factors'],
  ['DELETE', '/:id/factors'],
  ['DELETE', `/:id/factors/${SOME_ID}`],
  ['DELETE', '/:id/sessions'],
];
const WITH_ID = ROUTES.filter(([, path]) => path.includes(':id'));
const at = (path: string, id: string) => path.replace(':id', id);

describe('admin API access control', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let member: Awaited<ReturnType<typeof t.signUp>>;
  let noMfaAdmin: Awaited<ReturnType<typeof t.signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    member = await t.signUp();
    noMfaAdmin = await t.signUp();
    await grantRole(t.database.db, noMfaAdmin.id, 'admin');
  });
  afterAll(() => t.close());

  it.each(ROUTES)('%s %s answers 401 to anonymous callers', async (method, path, body) => {
    const res = await adminApi(t)(method, at(path, SOME_ID), body);
    expect(res.status).toBe(401);
    expect(((await res.json()) as ApiError).error.code).toBe('UNAUTHORIZED');
  });

  it.each(ROUTES)('%s %s answers 403 to signed-in non-admins', async (method, path, body) => {
    const res = await adminApi(t, member.cookie)(method, at(path, member.id), body);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Administrators only' },
    });
  });

  it.each(WITH_ID)('%s %s answers 400 to an id that is not a UUID', async (method, path, body) => {
    const res = await adminApi(t, admin.cookie)(method, at(path, 'not-a-uuid'), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'id: id must be a UUID' },
    });
  });

  it.each(WITH_ID)('%s %s answers 404 to an unknown user', async (method, path, body) => {
    const res = await adminApi(t, admin.cookie)(method, at(path, SOME_ID), body);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
  });

  it('checks the role on every call: a revoked admin is refused at once', async () => {
    const other = await signUpAdmin(t);
    expect((await adminApi(t, other.cookie)('GET', '')).status).toBe(200);
    const res = await t.request(`/api/admin/users/${admin.id}`, {
      method: 'PUT',
      json: { isAdmin: false },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(400); // not on yourself
    // Revoking another admin waits for a second admin's approval (ADR 0035).
    const demoted = await adminApi(t, admin.cookie)('PUT', `/${other.id}`, { isAdmin: false });
    expect(demoted.status).toBe(202);
    const { approval } = (await demoted.json()) as { approval: { id: string } };
    expect((await adminApi(t, other.cookie)('GET', '')).status).toBe(200);
    const third = await signUpAdmin(t);
    const approved = await approvalsApi(t, third.cookie)('POST', `/${approval.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await adminApi(t, other.cookie)('GET', '')).status).toBe(403);
  });

  it('refuses an admin whose session has ended, even within the cookie cache minute', async () => {
    const other = await signUpAdmin(t);
    await authPost(t, '/revoke-sessions', {}, CookieJar.from(other.cookie));
    const res = await adminApi(t, other.cookie)('GET', '');
    expect(res.status).toBe(401);
  });

  it.each([
    ...ROUTES.map(([m, p, b]) => [m, `/api/admin/users${p}`, b] as const),
    ['GET', '/api/admin/feedback', undefined] as const,
  ])(
    '%s %s refuses an admin without two-factor authentication, saying how to fix it (M6)',
    async (method, path, body) => {
      const res = await t.request(at(path, member.id), {
        method,
        json: body,
        cookie: noMfaAdmin.cookie,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'MFA_REQUIRED', message: ADMIN_MFA_REQUIRED },
      });
    },
  );

  it('asks for a fresh confirmation before destructive actions, and only those (M6)', async () => {
    const other = await signUpAdmin(t);
    const target = await t.signUp();
    const stale = new Date(Date.now() - 11 * 60_000);
    await t.database.db
      .update(sessions)
      .set({ createdAt: stale })
      .where(eq(sessions.userId, other.id));
    const api = adminApi(t, other.cookie);
    expect((await api('GET', `/${target.id}`)).status).toBe(200);
    for (const [method, path, body] of [
      ['DELETE', `/${target.id}`],
      ['POST', `/${target.id}/ban`, {}],
      ['POST', `/${target.id}/links`, { type: 'recovery' }],
      ['PUT', `/${target.id}`, { isAdmin: true }],
      ['DELETE', `/${target.id}/factors/${SOME_ID}`],
      ['DELETE', `/${target.id}/factors`],
      ['DELETE', `/${target.id}/sessions`],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'REAUTHENTICATION_REQUIRED', message: ADMIN_REAUTH_REQUIRED },
      });
    }
    const confirm = await t.request('/api/account/reauthenticate/verify', {
      method: 'POST',
      json: { method: 'totp', code: totpCode(other.secret, Date.now() + 30_000) },
      cookie: other.cookie,
    });
    expect(confirm.status).toBe(200);
    expect((await api('DELETE', `/${target.id}`)).status).toBe(204);
  });

  it("keeps better-auth's own admin endpoints off HTTP (they bypass user_roles)", async () => {
    const res = await t.request('/api/auth/admin/list-users', { cookie: admin.cookie });
    expect(res.status).toBe(404);
    const impersonate = await t.request('/api/auth/admin/impersonate-user', {
      method: 'POST',
      json: { userId: member.id },
      cookie: admin.cookie,
    });
    expect(impersonate.status).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/admin/users/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    for (const path of [
      '/api/admin/users',
      '/api/admin/users/invite',
      '/api/admin/users/{id}/ban',
      '/api/admin/users/{id}/unban',
      '/api/admin/users/{id}/links',
      '/api/admin/users/{id}/factors',
      '/api/admin/users/{id}/factors/{factorId}',
      '/api/admin/users/{id}/sessions',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
