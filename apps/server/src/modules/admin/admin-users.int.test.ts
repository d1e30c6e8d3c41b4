import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, ResetMfaResult } from '@updately/shared/admin-users-api';
import {
  accounts,
  auditLogs,
  profiles,
  sessions,
  twoFactors,
  userConsents,
  userRoles,
  users,
} from '../../db/schema';
import { createFootprints, createJourney } from '../../seed/factories/journey-factories';
import { liveSession, signIn, uniqueEmail, type AuthError } from '../../test/auth-flows';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import type { AdminUser } from './admin-users.schemas';
import { avatarForm, imageBytes } from '../../test/account-test-kit';
import {
  adminApi,
  approvalsApi,
  signUpAdmin,
  signUpWithTotp,
  type ApiError,
} from '../../test/admin-test-kit';
import { grantRole } from '../../platform/roles/roles';
import type { ApprovalRequested } from '@updately/shared/admin-approvals-api';

type UserResult = { user: AdminUser };
type UserList = { users: AdminUser[]; nextCursor: string | null };

describe('admin user management', () => {
  let t: TestApp;
  let adminId: string;
  let api: ReturnType<typeof adminApi>;
  /** A second admin, who approves changes of admin role (the two-admin rule, ADR 0035). */
  let approve: (approvalId: string) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signUpAdmin(t);
    adminId = admin.id;
    api = adminApi(t, admin.cookie);
    const second = approvalsApi(t, (await signUpAdmin(t)).cookie);
    approve = async (id) => {
      expect((await second('POST', `/${id}/approve`)).status).toBe(200);
    };
  });
  const waiting = async (res: Response) => {
    expect(res.status).toBe(202);
    return ((await res.json()) as ApprovalRequested).approval.id;
  };
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

  describe('list', () => {
    it('lists newest first with admin and banned flags (filters and pages: admin-users-filters)', async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const made = [];
      for (const name of ['Alpha', 'Bravo', 'Charlie']) {
        made.push(await create({ email: uniqueEmail(`${tag}-${name}`), name: `${name} ${tag}` }));
      }
      await api('POST', `/${made[0]!.id}/ban`, { reason: 'spam' });
      await grantRole(t.database.db, made[1]!.id, 'admin');

      const page = (await (await api('GET', `?q=${tag}`)).json()) as UserList;
      expect(page.users.map((u) => u.name)).toEqual([
        `Charlie ${tag}`,
        `Bravo ${tag}`,
        `Alpha ${tag}`,
      ]);
      expect(page.nextCursor).toBeNull();
      expect(page.users[1]).toMatchObject({ isAdmin: true, banned: false });
      expect(page.users[2]).toMatchObject({ banned: true, banReason: 'spam' });
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

    it('creates an admin once a second admin approves (a user_roles row, users.role in step)', async () => {
      const res = await api('POST', '', {
        email: uniqueEmail('boss'),
        name: 'Boss',
        isAdmin: true,
      });
      expect(res.status).toBe(201);
      const { user, approval } = (await res.json()) as UserResult & Partial<ApprovalRequested>;
      expect(user.isAdmin).toBe(false);
      expect(approval).toMatchObject({ action: 'admin_grant', status: 'pending' });
      await approve(approval!.id);
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

    it('grants and revokes the admin role, each once a second admin approves', async () => {
      const user = await create({ email: uniqueEmail('promote'), name: 'Pro Mote' });
      await approve(await waiting(await api('PUT', `/${user.id}`, { isAdmin: true })));
      expect(
        await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, user.id)),
      ).toHaveLength(1);
      await approve(await waiting(await api('PUT', `/${user.id}`, { isAdmin: false })));
      const res = await api('GET', `/${user.id}`);
      expect(((await res.json()) as UserResult).user.isAdmin).toBe(false);
      const [row] = await t.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.role).toBe('user');
      const entries = await auditOf('admin.user_update', user.id);
      const values = entries
        .map((e) => [e.old_values, e.new_values])
        .sort(
          (a, b) =>
            Number((a[0] as { isAdmin: boolean }).isAdmin) -
            Number((b[0] as { isAdmin: boolean }).isAdmin),
        );
      expect(values).toEqual([
        [{ isAdmin: false }, { isAdmin: true }],
        [{ isAdmin: true }, { isAdmin: false }],
      ]);
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
      const [ban] = await auditOf('admin.user_ban', user.id);
      expect(ban).toMatchObject({
        user_id: adminId,
        resource_type: 'USER',
        old_values: { banned: false, reason: null, banExpires: null },
        new_values: { banned: true, reason: 'abuse', banExpires: banned.banExpires },
      });
      expect((ban!.new_values as { sessionsEnded: number }).sessionsEnded).toBe(1);
      const [unban] = await auditOf('admin.user_unban', user.id);
      expect(unban).toMatchObject({
        user_id: adminId,
        old_values: { banned: true, reason: 'abuse', banExpires: banned.banExpires },
        new_values: { banned: false, reason: null, banExpires: null },
      });
    });

    it('bans until a date (expiresAt), and refuses a past date or both kinds of end', async () => {
      const user = await t.signUp();
      const until = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      const res = await api('POST', `/${user.id}/ban`, { reason: 'cool off', expiresAt: until });
      expect(res.status).toBe(200);
      expect(((await res.json()) as UserResult).user).toMatchObject({
        banned: true,
        banExpires: until,
      });
      const other = await t.signUp();
      const past = new Date(Date.now() - 60_000).toISOString();
      for (const body of [
        { expiresAt: past },
        { expiresAt: 'next tuesday' },
        { expiresAt: until, expiresInSeconds: 60 },
        { reason: 'x'.repeat(501) },
      ]) {
        const refused = await api('POST', `/${other.id}/ban`, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      expect(((await (await api('GET', `/${other.id}`)).json()) as UserResult).user.banned).toBe(
        false,
      );
      expect(await auditOf('admin.user_ban', other.id)).toEqual([]);
      expect(await liveSession(t, other.cookie)).not.toBeNull();
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

  describe('detail', () => {
    it('shows profile, footprint and journey counts, journeys, sessions and recent audit', async () => {
      const user = await t.signUp({ name: 'Dee Tail' });
      await signIn(t, user.email); // a second session
      await createFootprints(t.database.db, user.id, 3, { custom: true });
      const older = await createJourney(t.database.db, user.id, { name: 'Older journey' });
      await t.database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, user.id));
      const newer = await createJourney(t.database.db, user.id, {
        name: 'Newer journey',
        type: 'changing_jobs',
        created_at: new Date(Date.now() + 1000),
      });
      expect((await api('PUT', `/${user.id}`, { name: 'Dee Tailed' })).status).toBe(200);
      // Someone else's entry that mentions neither: not listed.
      const stranger = await t.signUp();
      await api('PUT', `/${stranger.id}`, { name: 'Not This One' });

      const res = await api('GET', `/${user.id}`);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as AdminUserDetail;
      expect(detail.user).toMatchObject({ id: user.id, email: user.email, name: 'Dee Tailed' });
      expect(detail.profile).toMatchObject({
        firstName: 'Dee',
        lastName: 'Tail',
        authProvider: 'email',
        // Signed in from this machine: a loopback address says nothing of where they are.
        country: null,
        city: null,
      });
      expect(detail.footprintCount).toBe(3);
      expect(detail.journeyCount).toBe(2);
      expect(detail.journeys.map((j) => [j.id, j.name, j.type, j.status])).toEqual([
        [newer.id, 'Newer journey', 'changing_jobs', 'active'],
        [older.id, 'Older journey', 'moving_house', 'active'],
      ]);
      expect(detail.sessions).toHaveLength(2);
      expect(detail.sessions[0]).toMatchObject({ current: false, ip_address: expect.anything() });
      expect(JSON.stringify(detail.sessions)).not.toMatch(/token/i);

      const audit = detail.recentAudit;
      expect(audit.length).toBeGreaterThanOrEqual(2);
      // The admin's change about them, and their own sign-in, newest first.
      expect(audit[0]).toMatchObject({
        action: 'admin.user_update',
        resourceType: 'USER',
        resourceId: user.id,
        actorId: adminId,
        oldValues: { name: 'Dee Tail' },
        newValues: { name: 'Dee Tailed' },
        actorKind: 'other',
      });
      expect(audit.some((e) => e.actorId === user.id && e.actorKind === 'user')).toBe(true);
      expect(audit.every((e) => e.actorId === user.id || e.resourceId === user.id)).toBe(true);
      const times = audit.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(audit.map((e) => e.id)).size).toBe(audit.length);
    });

    it('credits an update to whoever did it: the company confirms, the system sends', async () => {
      const user = await t.signUp();
      const entry = (action: string, actor: string, minutes: number) => ({
        user_id: user.id,
        action,
        resource_type: 'UPDATE_REQUEST' as const,
        resource_id: crypto.randomUUID(),
        metadata: { actor, company: 'AAMI', channel: 'email' },
        created_at: new Date(Date.now() + minutes * 60_000),
      });
      await t.database.db
        .insert(auditLogs)
        .values([
          entry('update_request.approved', 'person', 1),
          entry('update_request.sent', 'system', 2),
          entry('update_request.confirmed', 'company', 3),
        ]);
      const detail = (await (await api('GET', `/${user.id}`)).json()) as AdminUserDetail;
      const kinds = detail.recentAudit
        .filter((e) => e.action.startsWith('update_request.'))
        .map((e) => [e.action, e.actorKind, e.company]);
      expect(kinds).toEqual([
        ['update_request.confirmed', 'company', 'AAMI'],
        ['update_request.sent', 'system', 'AAMI'],
        ['update_request.approved', 'user', 'AAMI'],
      ]);
    });

    it('lists at most 20 audit entries and 20 journeys', async () => {
      const user = await t.signUp();
      for (let i = 0; i < 22; i += 1) {
        await createJourney(t.database.db, user.id, { name: `Journey ${i}` });
      }
      await t.database.db.insert(auditLogs).values(
        Array.from({ length: 25 }, (_, i) => ({
          user_id: adminId,
          action: 'admin.test_entry',
          resource_type: 'USER' as const,
          resource_id: user.id,
          created_at: new Date(Date.now() + i * 1000),
        })),
      );
      const detail = (await (await api('GET', `/${user.id}`)).json()) as AdminUserDetail;
      expect(detail.journeyCount).toBe(22);
      expect(detail.journeys).toHaveLength(20);
      expect(detail.recentAudit).toHaveLength(20);
      expect(detail.recentAudit.every((e) => e.action === 'admin.test_entry')).toBe(true);
    });
  });

  describe('revoke sessions', () => {
    it('ends every session of the user and records how many', async () => {
      const user = await t.signUp();
      const second = await signIn(t, user.email);
      const res = await api('DELETE', `/${user.id}/sessions`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ revoked: 2 });
      expect(await liveSession(t, user.cookie)).toBeNull();
      expect(await liveSession(t, second.jar)).toBeNull();
      // Not a ban: they sign in again.
      expect((await signIn(t, user.email)).res.status).toBe(200);
      const [entry] = await auditOf('admin.sessions_revoke', user.id);
      expect(entry).toMatchObject({
        user_id: adminId,
        resource_type: 'USER',
        old_values: { sessions: 2 },
        new_values: { sessions: 0 },
      });
    });

    it('refuses your own sessions (the account page signs your devices out)', async () => {
      const res = await api('DELETE', `/${adminId}/sessions`);
      expect(res.status).toBe(400);
      expect(await auditOf('admin.sessions_revoke', adminId)).toEqual([]);
    });
  });

  describe('reset MFA', () => {
    it('removes every factor: the password alone signs in again', async () => {
      const user = await signUpWithTotp(t, { name: 'Tot Pee' });
      const res = await api('DELETE', `/${user.id}/factors`);
      expect(res.status).toBe(200);
      const result = (await res.json()) as ResetMfaResult;
      expect(result.removed).toBe(1);
      expect(result.user.twoFactorEnabled).toBe(false);
      expect(
        await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id)),
      ).toEqual([]);
      const { res: signedIn } = await signIn(t, user.email);
      expect(((await signedIn.json()) as { token?: string }).token).toBeTruthy();
      const [entry] = await auditOf('admin.mfa_reset', user.id);
      expect(entry).toMatchObject({
        user_id: adminId,
        old_values: { twoFactorEnabled: true, factors: 1 },
        new_values: { twoFactorEnabled: false, factors: 0 },
      });
    });

    it('refuses to reset your own MFA (the admin area needs it)', async () => {
      expect((await api('DELETE', `/${adminId}/factors`)).status).toBe(400);
      expect(
        await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, adminId)),
      ).toHaveLength(1);
    });
  });

  describe('refusals write nothing', () => {
    it('a plain user (403) and nobody (401) change nothing with any action', async () => {
      const target = await signUpWithTotp(t, { name: 'Tar Get' });
      const member = await t.signUp();
      const before = await t.database.db.select().from(auditLogs);
      for (const cookie of [member.cookie, undefined]) {
        const caller = adminApi(t, cookie);
        for (const [method, path, body] of [
          ['GET', `/${target.id}`],
          ['GET', `?q=${target.email}`],
          ['POST', `/${target.id}/ban`, { reason: 'no' }],
          ['POST', `/${target.id}/unban`],
          ['PUT', `/${target.id}`, { isAdmin: true }],
          ['DELETE', `/${target.id}/sessions`],
          ['DELETE', `/${target.id}/factors`],
          ['POST', `/${target.id}/links`, { type: 'sign-in' }],
          ['DELETE', `/${target.id}`],
        ] as const) {
          const res = await caller(method, path, body);
          expect(res.status, `${method} ${path}`).toBe(cookie ? 403 : 401);
        }
      }
      const after = await t.database.db.select().from(auditLogs);
      const newEntries = after.filter((e) => !before.some((b) => b.id === e.id));
      expect(newEntries.filter((e) => e.action.startsWith('admin.'))).toEqual([]);
      expect(await liveSession(t, target.cookie)).not.toBeNull();
      const detail = (await (await api('GET', `/${target.id}`)).json()) as AdminUserDetail;
      expect(detail.user).toMatchObject({ banned: false, isAdmin: false, twoFactorEnabled: true });
    });
  });
});
