import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_PENDING_MESSAGE,
  type AdminApproval,
  type ApprovalRequested,
} from '@updately/shared/admin-approvals-api';
import { adminApprovalRequests, auditLogs, sessions, twoFactors, users } from '../../db/schema';
import { hasRole, revokeRole } from '../../platform/roles/roles';
import {
  adminApi,
  appWithTwoAdmins,
  approvalsApi,
  signUpAdmin,
  signUpWithTotp,
  type Admin,
} from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ADMIN_REAUTH_REQUIRED } from '../../auth/require-admin';
import { NO_APPROVER_MESSAGE } from './admin-approvals.service';

type ApiError = { error: { code: string; message: string } };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * M6: an admin's action on another admin's security (MFA reset, sign-in or recovery link, admin
 * role) waits for a second admin: requester A, approver B, target C. Links: admin-approvals-links.
 */
describe('two-admin rule: actions on another admin wait for a second admin', () => {
  let t: TestApp;
  let a: Admin;
  let b: Admin;
  beforeAll(async () => ({ t, a, b } = await appWithTwoAdmins()));
  afterAll(() => t.close());

  const asA = () => adminApi(t, a.cookie);
  const approvals = (admin: { cookie: string }) => approvalsApi(t, admin.cookie);
  const targetAdmin = () => signUpWithTotp(t, { admin: true, name: 'Cy Target' });
  const mfaOf = async (id: string) => {
    const [user] = await t.database.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, id));
    const factors = await t.database.db.$count(twoFactors, eq(twoFactors.userId, id));
    return { on: user!.on, factors };
  };
  const auditOf = (action: string, resourceId: string) =>
    t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.resource_id, resourceId)));
  async function requested(res: Response) {
    expect(res.status, await res.clone().text()).toBe(202);
    return (await res.json()) as ApprovalRequested;
  }
  const decide = async (admin: Admin, id: string, decision: string, json?: unknown) =>
    approvals(admin)('POST', `/${id}/${decision}`, json);

  it("resets another admin's MFA only once a third admin approves; both are audited", async () => {
    const c = await targetAdmin();
    const { approval, message } = await requested(
      await asA()('DELETE', `/${c.id}/factors`, { reason: 'Lost their phone' }),
    );
    expect(message).toBe(APPROVAL_PENDING_MESSAGE);
    expect(approval).toMatchObject({
      action: 'mfa_reset',
      status: 'pending',
      reason: 'Lost their phone',
      requestedBy: { id: a.id },
      target: { id: c.id },
      decidedBy: null,
      mayCancel: true,
      mayDecide: false,
    });
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });

    // Neither the requester nor the admin it is about can approve (or reject) it.
    for (const [who, decision] of [
      [a, 'approve'],
      [c, 'approve'],
      [c, 'reject'],
    ] as const) {
      const res = await decide(who, approval.id, decision);
      expect(res.status, `${decision} by ${who === a ? 'requester' : 'target'}`).toBe(403);
      expect(((await res.json()) as ApiError).error.code).toBe('FORBIDDEN');
    }
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });

    const listed = (await (await approvals(b)('GET', '')).json()) as { approvals: AdminApproval[] };
    expect(listed.approvals.find((x) => x.id === approval.id)).toMatchObject({
      mayDecide: true,
      mayCancel: false,
    });

    const res = await decide(b, approval.id, 'approve');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { approval: AdminApproval }).approval).toMatchObject({
      status: 'approved',
      decidedBy: { id: b.id },
    });
    expect(await mfaOf(c.id)).toEqual({ on: false, factors: 0 });

    const [asked] = await auditOf('admin.approval_request', c.id);
    expect(asked).toMatchObject({
      user_id: a.id,
      new_values: { approvalId: approval.id, action: 'mfa_reset', reason: 'Lost their phone' },
    });
    const [approved] = await auditOf('admin.approval_approve', c.id);
    expect(approved).toMatchObject({ user_id: b.id });
    const [reset] = await auditOf('admin.mfa_reset', c.id);
    expect(reset).toMatchObject({
      user_id: b.id,
      old_values: { twoFactorEnabled: true, factors: 1 },
      metadata: { by: b.id, requestedBy: a.id, approvalId: approval.id },
    });
    expect((await decide(b, approval.id, 'approve')).status).toBe(409);
  });

  it('removing one factor of another admin is a request to reset their MFA, asked once', async () => {
    const c = await targetAdmin();
    const [factor] = await t.database.db
      .select({ id: twoFactors.id })
      .from(twoFactors)
      .where(eq(twoFactors.userId, c.id));
    const { approval } = await requested(await asA()('DELETE', `/${c.id}/factors/${factor!.id}`));
    expect(approval.action).toBe('mfa_reset');
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });
    const again = await adminApi(t, b.cookie)('DELETE', `/${c.id}/factors`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).error.message).toMatch(/already waiting/);
    expect((await asA()('DELETE', `/${c.id}/factors/${SOME_ID}`)).status).toBe(404);
  });

  it("revokes another admin's role only once approved; their own open requests close", async () => {
    const c = await targetAdmin();
    const { approval } = await requested(await asA()('PUT', `/${c.id}`, { isAdmin: false }));
    expect(approval.action).toBe('admin_revoke');
    expect(await hasRole(t.database.db, c.id, 'admin')).toBe(true);
    expect((await adminApi(t, c.cookie)('GET', '')).status).toBe(200);
    // C asks for something about A meanwhile: it loses its asker with C's role.
    const byC = await requested(
      await adminApi(t, c.cookie)('POST', `/${a.id}/links`, { type: 'recovery' }),
    );

    expect((await decide(b, approval.id, 'approve')).status).toBe(200);
    expect(await hasRole(t.database.db, c.id, 'admin')).toBe(false);
    expect((await adminApi(t, c.cookie)('GET', '')).status).toBe(403);
    const [change] = await auditOf('admin.user_update', c.id);
    expect(change).toMatchObject({
      user_id: b.id,
      old_values: { isAdmin: true },
      new_values: { isAdmin: false },
      metadata: { requestedBy: a.id, approvalId: approval.id },
    });
    const [closed] = await t.database.db
      .select()
      .from(adminApprovalRequests)
      .where(eq(adminApprovalRequests.id, byC.approval.id));
    expect(closed).toMatchObject({ status: 'cancelled' });
  });

  it('grants the admin role only once approved, also when an admin creates an admin', async () => {
    const user = await t.signUp();
    const { approval } = await requested(await asA()('PUT', `/${user.id}`, { isAdmin: true }));
    expect(approval.action).toBe('admin_grant');
    expect(await hasRole(t.database.db, user.id, 'admin')).toBe(false);
    expect((await decide(b, approval.id, 'approve')).status).toBe(200);
    expect(await hasRole(t.database.db, user.id, 'admin')).toBe(true);

    const created = await asA()('POST', '', {
      email: `made-admin-${crypto.randomUUID()}@example.com`,
      name: 'Made Admin',
      isAdmin: true,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as {
      user: { id: string; isAdmin: boolean };
    } & Partial<ApprovalRequested>;
    expect(body.user.isAdmin).toBe(false);
    expect(body.approval).toMatchObject({ action: 'admin_grant', target: { id: body.user.id } });
  });

  it('refuses to change the role with other fields, another admin’s email, or to delete another admin', async () => {
    const c = await targetAdmin();
    const mixed = await asA()('PUT', `/${c.id}`, { isAdmin: false, name: 'Renamed' });
    expect(mixed.status).toBe(400);
    const email = await asA()('PUT', `/${c.id}`, { email: `taken-${crypto.randomUUID()}@x.com` });
    expect(email.status).toBe(403);
    expect((await asA()('PUT', `/${c.id}`, { name: 'Cy Renamed' })).status).toBe(200);
    const removed = await asA()('DELETE', `/${c.id}`);
    expect(removed.status).toBe(409);
    expect(await hasRole(t.database.db, c.id, 'admin')).toBe(true);
  });

  it('acts at once on users who are not admins, as before', async () => {
    const user = await signUpWithTotp(t, { name: 'Nora Normal' });
    const reset = await asA()('DELETE', `/${user.id}/factors`);
    expect(reset.status).toBe(200);
    expect(await mfaOf(user.id)).toEqual({ on: false, factors: 0 });
    expect((await asA()('POST', `/${user.id}/links`, { type: 'recovery' })).status).toBe(201);
    const pending = await t.database.db.$count(
      adminApprovalRequests,
      eq(adminApprovalRequests.target_user_id, user.id),
    );
    expect(pending).toBe(0);
  });

  it('a third admin rejects (nothing happens); only the requester cancels', async () => {
    const c = await targetAdmin();
    const first = await requested(await asA()('DELETE', `/${c.id}/factors`));
    const rejected = await decide(b, first.approval.id, 'reject', { note: 'Ask them first' });
    expect(rejected.status).toBe(200);
    expect(((await rejected.json()) as { approval: AdminApproval }).approval).toMatchObject({
      status: 'rejected',
      note: 'Ask them first',
      decidedBy: { id: b.id },
    });
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });
    expect((await decide(b, first.approval.id, 'approve')).status).toBe(409);
    expect(await auditOf('admin.approval_reject', c.id)).toHaveLength(1);

    const second = await requested(await asA()('DELETE', `/${c.id}/factors`));
    expect((await decide(b, second.approval.id, 'cancel')).status).toBe(403);
    const cancelled = await decide(a, second.approval.id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { approval: AdminApproval }).approval.status).toBe(
      'cancelled',
    );
    expect((await decide(b, second.approval.id, 'approve')).status).toBe(409);
    expect(await auditOf('admin.approval_cancel', c.id)).toHaveLength(1);
    // A rejection needs no note (no body at all).
    const third = await requested(await asA()('DELETE', `/${c.id}/factors`));
    expect((await decide(b, third.approval.id, 'reject')).status).toBe(200);
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });
  });

  it('a request past its 24 hours cannot be approved, and no longer blocks a new one', async () => {
    const c = await targetAdmin();
    const { approval } = await requested(await asA()('DELETE', `/${c.id}/factors`));
    await t.database.db
      .update(adminApprovalRequests)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(adminApprovalRequests.id, approval.id));
    const listed = (await (await approvals(b)('GET', '')).json()) as { approvals: AdminApproval[] };
    expect(listed.approvals.map((x) => x.id)).not.toContain(approval.id);
    const late = await decide(b, approval.id, 'approve');
    expect(late.status).toBe(409);
    expect(((await late.json()) as ApiError).error.message).toMatch(/expired/);
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });
    await requested(await asA()('DELETE', `/${c.id}/factors`));
  });

  it('closes a request whose requester is no longer an admin instead of approving it', async () => {
    const asker = await signUpAdmin(t);
    const c = await targetAdmin();
    const { approval } = await requested(
      await adminApi(t, asker.cookie)('DELETE', `/${c.id}/factors`),
    );
    await revokeRole(t.database.db, asker.id, 'admin'); // npm run admin -- revoke
    const res = await decide(b, approval.id, 'approve');
    expect(res.status).toBe(409);
    expect(((await res.json()) as ApiError).error.message).toMatch(/no longer an admin/);
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });
    const [row] = await t.database.db
      .select()
      .from(adminApprovalRequests)
      .where(eq(adminApprovalRequests.id, approval.id));
    expect(row).toMatchObject({ status: 'cancelled', note: expect.stringMatching(/no longer/) });
  });

  it('refuses plain users (403), anonymous callers (401) and stale admin sessions (403)', async () => {
    const c = await targetAdmin();
    const { approval } = await requested(await asA()('DELETE', `/${c.id}/factors`));
    const user = await t.signUp();
    const calls = [
      ['GET', ''],
      ['POST', `/${approval.id}/approve`],
      ['POST', `/${approval.id}/reject`],
      ['POST', `/${approval.id}/cancel`],
      ['POST', `/${approval.id}/link`],
    ] as const;
    for (const [method, path] of calls) {
      expect((await approvalsApi(t)(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await approvalsApi(t, user.cookie)(method, path)).status, path).toBe(403);
    }
    const stale = await signUpAdmin(t);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, stale.id));
    for (const decision of ['approve', 'link']) {
      const res = await decide(stale, approval.id, decision);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'REAUTHENTICATION_REQUIRED', message: ADMIN_REAUTH_REQUIRED },
      });
    }
    expect(await mfaOf(c.id)).toEqual({ on: true, factors: 1 });
    expect((await approvals(b)('POST', `/${SOME_ID}/approve`)).status).toBe(404);
    expect((await approvals(b)('POST', '/not-a-uuid/approve')).status).toBe(400);
  });
});

describe('two-admin rule with only two admins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says nobody can approve yet and points to the admin CLI', async () => {
    const a = await signUpAdmin(t);
    const c = await signUpWithTotp(t, { admin: true });
    const res = await adminApi(t, a.cookie)('DELETE', `/${c.id}/factors`);
    expect(res.status).toBe(202);
    const { approval, message } = (await res.json()) as ApprovalRequested;
    expect(message).toBe(NO_APPROVER_MESSAGE);
    expect((await approvalsApi(t, c.cookie)('POST', `/${approval.id}/approve`)).status).toBe(403);
  });
});
