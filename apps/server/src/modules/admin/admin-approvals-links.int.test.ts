import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApproval, ApprovalRequested } from '@updately/shared/admin-approvals-api';
import { adminApprovalRequests, auditLogs, verifications } from '../../db/schema';
import { grantRole } from '../../platform/roles/roles';
import { authPost, liveSession, me, signIn } from '../../test/auth-flows';
import {
  adminApi,
  appWithTwoAdmins,
  approvalsApi,
  signUpWithTotp,
  type Admin,
} from '../../test/admin-test-kit';
import { CookieJar } from '../../test/cookie-jar';
import { pathOf } from '../../test/mailbox';
import type { TestApp } from '../../test/test-app';
import type { GeneratedLink } from './admin-users.schemas';
import { sweepApprovals } from './admin-approvals-sweep';

const NEW_PASSWORD = 'a brand new passphrase';

/** M6: a sign-in or recovery link for another admin exists only after a second admin approves. */
describe('two-admin rule: links for another admin', () => {
  let t: TestApp;
  let a: Admin;
  let b: Admin;
  beforeAll(async () => ({ t, a, b } = await appWithTwoAdmins()));
  afterAll(() => t.close());

  const rowOf = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(adminApprovalRequests)
        .where(eq(adminApprovalRequests.id, id))
    )[0]!;
  const resetTokensFor = (userId: string) =>
    t.database.db.$count(
      verifications,
      and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)),
    );
  async function askAndApprove(targetId: string, type: 'sign-in' | 'recovery') {
    const res = await adminApi(t, a.cookie)('POST', `/${targetId}/links`, { type });
    expect(res.status).toBe(202);
    const body = await res.text();
    expect(body).not.toMatch(/token|reset-password/);
    const { approval } = JSON.parse(body) as ApprovalRequested;
    expect(approval.linkReadyUntil).toBeNull();
    const approved = await approvalsApi(t, b.cookie)('POST', `/${approval.id}/approve`);
    expect(approved.status).toBe(200);
    return ((await approved.json()) as { approval: AdminApproval }).approval;
  }
  const reveal = (admin: Admin, id: string) => approvalsApi(t, admin.cookie)('POST', `/${id}/link`);

  it('mints a recovery link only on approval, sealed, and shows it to the requester once', async () => {
    const c = await signUpWithTotp(t, { admin: true });
    const res = await adminApi(t, a.cookie)('POST', `/${c.id}/links`, { type: 'recovery' });
    const { approval: asked } = (await res.clone().json()) as ApprovalRequested;
    expect(res.status).toBe(202);
    expect(await resetTokensFor(c.id)).toBe(0);
    expect((await reveal(a, asked.id)).status).toBe(409); // not approved yet

    const approved = await approvalsApi(t, b.cookie)('POST', `/${asked.id}/approve`);
    const { approval } = (await approved.json()) as { approval: AdminApproval };
    expect(approval).toMatchObject({ status: 'approved', mayRevealLink: false });
    expect(approval.linkReadyUntil).not.toBeNull();
    expect(await resetTokensFor(c.id)).toBe(1);
    const sealed = await rowOf(asked.id);
    expect(sealed.link_ciphertext).toBeTruthy();
    expect(sealed.link_ciphertext).not.toContain('reset-password');

    const listed = (await (await approvalsApi(t, a.cookie)('GET', '')).json()) as {
      approvals: AdminApproval[];
    };
    expect(listed.approvals.find((x) => x.id === asked.id)?.mayRevealLink).toBe(true);
    expect((await reveal(b, asked.id)).status).toBe(403); // only the requester sees it
    const shown = await reveal(a, asked.id);
    expect(shown.status).toBe(200);
    const link = (await shown.json()) as GeneratedLink;
    expect(link).toMatchObject({
      type: 'recovery',
      url: expect.stringContaining('/reset-password/'),
    });
    expect((await rowOf(asked.id)).link_ciphertext).toBeNull();
    const again = await reveal(a, asked.id);
    expect(again.status).toBe(409);

    // The link works, once, as a recovery link made directly would.
    const landing = await t.request(pathOf(link.url));
    const token = new URL(landing.headers.get('location')!).searchParams.get('token');
    expect(
      (await authPost(t, '/reset-password', { token, newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
    expect(await liveSession(t, c.cookie)).toBeNull();
    expect((await signIn(t, c.email, NEW_PASSWORD)).res.status).toBe(200);

    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resource_id, c.id));
    const actions = entries.map((e) => `${e.action} by ${e.user_id === a.id ? 'A' : 'B'}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'admin.approval_request by A',
        'admin.approval_approve by B',
        'admin.link_recovery by B',
        'admin.approval_link_reveal by A',
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain(token!);
  });

  it('mints a sign-in link only on approval; it signs the admin in once', async () => {
    // An admin who has not turned two-factor on yet (a sign-in link never skips a second factor).
    const c = await t.signUp({ name: 'New Admin' });
    await grantRole(t.database.db, c.id, 'admin');
    const approval = await askAndApprove(c.id, 'sign-in');
    const link = (await (await reveal(a, approval.id)).json()) as GeneratedLink;
    expect(link.url).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
    const jar = new CookieJar();
    const res = jar.store(await t.request(pathOf(link.url)));
    expect(res.headers.get('location')).toMatch(/\/dashboard$/);
    expect((await me(t, jar)).user?.id).toBe(c.id);
    expect((await reveal(a, approval.id)).status).toBe(409);
    const [minted] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.link_sign_in'), eq(auditLogs.resource_id, c.id)));
    expect(minted).toMatchObject({ user_id: b.id, metadata: { requestedBy: a.id } });
  });

  it('deletes a link nobody revealed once it expires', async () => {
    const c = await signUpWithTotp(t, { admin: true });
    const approval = await askAndApprove(c.id, 'recovery');
    await t.database.db
      .update(adminApprovalRequests)
      .set({ link_expires_at: new Date(Date.now() - 1000) })
      .where(eq(adminApprovalRequests.id, approval.id));
    const late = await reveal(a, approval.id);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toMatch(
      /expired/,
    );
    expect((await rowOf(approval.id)).link_ciphertext).toBeNull();

    const other = await askAndApprove((await signUpWithTotp(t, { admin: true })).id, 'recovery');
    await t.database.db
      .update(adminApprovalRequests)
      .set({ link_expires_at: new Date(Date.now() - 1000) })
      .where(eq(adminApprovalRequests.id, other.id));
    await sweepApprovals(t.database.db);
    expect(await rowOf(other.id)).toMatchObject({ link_ciphertext: null, link_key_id: null });
  });
});
