import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLogs,
  profiles,
  sessions,
  userConsents,
  userRoles,
  users,
} from '../../db/schema';
import { liveSession, signIn, uniqueEmail, type AuthError } from '../../test/auth-flows';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import type { AdminUser } from './admin-users.schemas';
import { avatarForm, imageBytes } from '../../test/account-test-kit';
import { adminApi, signUpAdmin, type ApiError } from '../../test/admin-test-kit';

type UserResult = { user: AdminUser };
type UserList = { users: AdminUser[]; total: number; page: number; pageSize: number };

describe('admin user management', () => {
  let t: TestApp;
  let adminId: string;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signUpAdmin(t);
    adminId = admin.id;
    api = adminApi(t, admin.cookie);
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await api('POST', '', body);
    expect(res.status).toBe(201);
    return ((await res.json()) as UserResult).user;
  };
  const auditOf = (action: string, resourceId: string) =>
    t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.resource_id, resourceId)));

  describe('list and search', () => {
    it('pages through users, newest first, with admin and banned flags', async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const made = [];
      for (const name of ['Alpha', 'Bravo', 'Charlie']) {
        made.push(await create({ email: uniqueEmail(`${tag}-${name}`), name: `${name} ${tag}` }));
      }
      await api('POST', `/${made[0]!.id}/ban`, { reason: 'spam' });
      await api('PUT', `/${made[1]!.id}`, { isAdmin: true });

      const res = await api('GET', `?q=${tag}&pageSize=2`);
      const page1 = (await res.json()) as UserList;
      expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page1.users.map((u) => u.name)).toEqual([`Charlie ${tag}`, `Bravo ${tag}`]);
      expect(page1.users[1]).toMatchObject({ isAdmin: true, banned: false });
      const page2 = (await (await api('GET', `?q=${tag}&pageSize=2&page=2`)).json()) as UserList;
      expect(page2.users).toHaveLength(1);
      expect(page2.users[0]).toMatchObject({
        name: `Alpha ${tag}`,
        banned: true,
        banReason: 'spam',
      });
    });

    it('searches by name or email, case-insensitively, treating % and _ literally', async () => {
      const email = uniqueEmail('Zed_Search');
      await create({ email, name: 'Zebedee Quartz' });
      const byName = (await (await api('GET', '?q=ZEBEDEE')).json()) as UserList;
      expect(byName.users.map((u) => u.email)).toContain(email.toLowerCase());
      const byEmail = (await (await api('GET', '?q=zed_search')).json()) as UserList;
      expect(byEmail.total).toBeGreaterThanOrEqual(1);
      expect(((await (await api('GET', '?q=%25%25')).json()) as UserList).total).toBe(0);
    });

    it('refuses a page size above 100', async () => {
      const res = await api('GET', '?pageSize=1000');
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiError).error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('create', () => {
    it('creates a confirmed user with a password who can sign in, with profile and consent', async () => {
      const email = uniqueEmail('made');
      const user = await create({
        email,
        name: 'Made Byadmin',
        password: TEST_PASSWORD,
        emailVerified: true,
      });
      expect(user).toMatchObject({ email, emailVerified: true, isAdmin: false, banned: false });
      expect((await signIn(t, email)).res.status).toBe(200);
      const [profile] = await t.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.user_id, user.id));
      expect(profile).toMatchObject({
        first_name: 'Made',
        last_name: 'Byadmin',
        auth_provider: 'email',
      });
      const consents = await t.database.db
        .select()
        .from(userConsents)
        .where(eq(userConsents.user_id, user.id));
      expect(consents).toHaveLength(1);
      const [entry] = await auditOf('admin.user_create', user.id);
      expect(entry).toMatchObject({
        user_id: adminId,
        resource_type: 'USER',
        metadata: { by: adminId },
      });
    });

    it('creates a user without a password, who cannot sign in with one', async () => {
      const email = uniqueEmail('nopass');
      const user = await create({ email, name: 'No Pass', emailVerified: true });
      const creds = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(creds).toEqual([]);
      expect((await signIn(t, email)).res.status).toBe(401);
    });

    it('creates an admin (a user_roles row, users.role in step)', async () => {
      const user = await create({ email: uniqueEmail('boss'), name: 'Boss', isAdmin: true });
      expect(user.isAdmin).toBe(true);
      const [row] = await t.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.role).toBe('admin');
    });

    it('refuses a taken email with 409, a weak password and a bad email with 400', async () => {
      const email = uniqueEmail('taken');
      await create({ email, name: 'First' });
      const taken = await api('POST', '', { email: email.toUpperCase(), name: 'Second' });
      expect(taken.status).toBe(409);
      expect(((await taken.json()) as ApiError).error.code).toBe('CONFLICT');
      const weak = await api('POST', '', { email: uniqueEmail(), name: 'W', password: 'password' });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as ApiError).error.message).toMatch(/^Password is too weak: /);
      const bad = await api('POST', '', { email: 'not-an-email', name: 'B' });
      expect(bad.status).toBe(400);
    });
  });

  describe('get and update', () => {
    it('changes name, email and confirmation, recording old and new values', async () => {
      const user = await create({ email: uniqueEmail('old'), name: 'Old Name' });
      const newEmail = uniqueEmail('new');
      const res = await api('PUT', `/${user.id}`, {
        name: 'New Name',
        email: newEmail,
        emailVerified: true,
      });
      expect(res.status).toBe(200);
      const got = ((await (await api('GET', `/${user.id}`)).json()) as UserResult).user;
      expect(got).toMatchObject({ name: 'New Name', email: newEmail, emailVerified: true });
      const [entry] = await auditOf('admin.user_update', user.id);
      expect(entry?.old_values).toMatchObject({ name: 'Old Name', email: user.email });
      expect(entry?.new_values).toMatchObject({ name: 'New Name', email: newEmail });
    });

    it('grants and revokes the admin role', async () => {
      const user = await create({ email: uniqueEmail('promote'), name: 'Pro Mote' });
      await api('PUT', `/${user.id}`, { isAdmin: true });
      expect(
        await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, user.id)),
      ).toHaveLength(1);
      const res = await api('PUT', `/${user.id}`, { isAdmin: false });
      expect(((await res.json()) as UserResult).user.isAdmin).toBe(false);
      const [row] = await t.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.role).toBe('user');
    });

    it('refuses an empty change, a taken email and removing your own admin role', async () => {
      const user = await create({ email: uniqueEmail('u'), name: 'U' });
      expect((await api('PUT', `/${user.id}`, {})).status).toBe(400);
      const other = await create({ email: uniqueEmail('o'), name: 'O' });
      expect((await api('PUT', `/${user.id}`, { email: other.email })).status).toBe(409);
      const self = await api('PUT', `/${adminId}`, { isAdmin: false });
      expect(self.status).toBe(400);
    });
  });

  describe('ban', () => {
    it('ends every session and refuses sign-in until unbanned', async () => {
      const user = await t.signUp();
      const res = await api('POST', `/${user.id}/ban`, { reason: 'abuse', expiresInSeconds: 3600 });
      expect(res.status).toBe(200);
      const banned = ((await res.json()) as UserResult).user;
      expect(banned).toMatchObject({ banned: true, banReason: 'abuse' });
      expect(new Date(banned.banExpires!).getTime()).toBeGreaterThan(Date.now());
      expect(await liveSession(t, user.cookie)).toBeNull();
      const refused = await signIn(t, user.email);
      expect(refused.res.status).toBe(403);
      expect(((await refused.res.json()) as AuthError).code).toBe('BANNED_USER');

      expect((await api('POST', `/${user.id}/unban`)).status).toBe(200);
      expect((await signIn(t, user.email)).res.status).toBe(200);
      expect(await auditOf('admin.user_ban', user.id)).toHaveLength(1);
      expect(await auditOf('admin.user_unban', user.id)).toHaveLength(1);
    });

    it('refuses to ban yourself', async () => {
      expect((await api('POST', `/${adminId}/ban`, {})).status).toBe(400);
    });
  });

  describe('delete', () => {
    it('removes the user, everything they own and their files; the audit trail keeps no trace of them', async () => {
      const user = await t.signUp();
      const upload = await t.request('/api/account/avatar', {
        method: 'POST',
        body: avatarForm(imageBytes.png(), 'image/png'),
        cookie: user.cookie,
      });
      expect(upload.status).toBe(200);
      const files = path.join(t.deps.config.DATA_DIR, 'uploads', 'avatars', user.id);
      expect(existsSync(files)).toBe(true);
      // An entry the admin writes about the user, naming them by id.
      expect((await api('PUT', `/${user.id}`, { name: 'Renamed Before Deletion' })).status).toBe(
        200,
      );
      const [aboutUser] = await auditOf('admin.user_update', user.id);
      const before = await t.database.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.user_id, user.id));
      expect(before.length).toBeGreaterThan(0);

      const res = await api('DELETE', `/${user.id}`);
      expect(res.status).toBe(204);
      expect((await api('GET', `/${user.id}`)).status).toBe(404);
      for (const table of [sessions, accounts]) {
        expect(await t.database.db.select().from(table).where(eq(table.userId, user.id))).toEqual(
          [],
        );
      }
      expect(
        await t.database.db.select().from(profiles).where(eq(profiles.user_id, user.id)),
      ).toEqual([]);
      expect(existsSync(files)).toBe(false);

      const ids = before.map((e) => e.id);
      const after = (await t.database.db.select().from(auditLogs)).filter((e) =>
        ids.includes(e.id),
      );
      expect(after).toHaveLength(before.length);
      for (const entry of after) {
        expect(entry).toMatchObject({
          user_id: null,
          new_values: null,
          ip_address: null,
          user_agent: null,
        });
      }
      const [adminEntry] = await t.database.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.id, aboutUser!.id));
      expect(adminEntry).toMatchObject({ user_id: adminId, resource_id: null, new_values: null });
      const [deletion] = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'admin.user_delete'), eq(auditLogs.user_id, adminId)));
      expect(deletion).toMatchObject({ resource_id: null, metadata: { by: adminId } });
      const everything = JSON.stringify(await t.database.db.select().from(auditLogs));
      expect(everything).not.toContain(user.id);
      expect(everything).not.toContain(user.email);
    });

    it('refuses to delete yourself', async () => {
      expect((await api('DELETE', `/${adminId}`)).status).toBe(400);
    });
  });
});
