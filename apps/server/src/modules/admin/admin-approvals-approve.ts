import { eq } from 'drizzle-orm';
import type { AdminApproval, ApprovalAction } from '@updately/shared/admin-approvals-api';
import type { Auth } from '../../auth/auth';
import type { Tx } from '../../db/client';
import { adminApprovalRequests as requests } from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { grantRole, hasRole, revokeRole } from '../../platform/roles/roles';
import {
  assertMayDecide,
  cancelRequestsBy,
  claimPending,
  closeMoot,
  getApproval,
  loadApproval,
  refuseClosed,
  type ApprovalRow,
} from './admin-approvals.service';
import { grantDocumentOpen } from './admin-document-open';
import { grantSafeJourneyReveal } from './admin-safe-journey-reveal';
import { clearFactors } from './admin-factors.service';
import { mintSignInLink, RECOVERY_TTL_MS, resetPasswordLink } from './admin-links.service';
import { getUser } from './admin-user-view';
import { auditAdminAction, type Actor } from './admin-users.service';

export type ApproveDeps = { auth: Auth; cipher: ValueCipher; appUrl: string };
type Link = { url: string; expiresAt: Date };

/** The sealed link is bound to its request: a ciphertext copied to another row does not open. */
export const linkContext = (id: string) => `admin-approval:${id}:link`;

/** Why approving would no longer do what was asked (the request is then closed), or null. */
async function mootReason(actor: Actor, row: ApprovalRow): Promise<string | null> {
  if (!(await hasRole(actor.db, row.requested_by_user_id, 'admin'))) {
    return 'The admin who asked is no longer an admin.';
  }
  const targetIsAdmin = await hasRole(actor.db, row.target_user_id, 'admin');
  if (row.action === 'admin_revoke' && !targetIsAdmin) return 'They are no longer an admin.';
  if (row.action === 'admin_grant' && targetIsAdmin) return 'They are an admin already.';
  return null;
}

/**
 * A third admin approves: the action is carried out by them, in the transaction that closes the
 * request, with the approval and the action audited there (actor: the approver; metadata: who
 * asked and the request). A link is minted now and kept sealed for the requester to reveal once.
 */
export async function approveApproval(
  actor: Actor,
  deps: ApproveDeps,
  id: string,
): Promise<AdminApproval> {
  const row = await loadApproval(actor.db, id);
  assertMayDecide(row, actor.adminId);
  if (row.status !== 'pending' || row.expires_at <= new Date()) await refuseClosed(actor.db, id);
  const moot = await mootReason(actor, row);
  if (moot) await closeMoot(actor, row, moot);
  // better-auth writes the sign-in token through its own connection, so it is minted first; a
  // link minted for a request that then loses the race is never seen, and dies in 15 minutes.
  const signIn =
    row.action === 'sign_in_link'
      ? await mintSignInLink(deps.auth, await getUser(actor.db, row.target_user_id))
      : null;
  const approved = await actor.db.transaction(async (tx) => {
    if (!(await claimPending(tx, id, 'approved', actor.adminId))) return false;
    const metadata = { approvalId: id, requestedBy: row.requested_by_user_id };
    await auditAdminAction(actor, tx, 'admin.approval_approve', row.target_user_id, {
      oldValues: { status: 'pending' },
      newValues: { status: 'approved' },
      metadata: { ...metadata, action: row.action },
    });
    await carryOut(actor, deps, tx, row, metadata, signIn);
    return true;
  });
  if (!approved) await refuseClosed(actor.db, id);
  return getApproval(actor.db, id, actor.adminId);
}

async function carryOut(
  actor: Actor,
  deps: ApproveDeps,
  tx: Tx,
  row: ApprovalRow,
  metadata: Record<string, unknown>,
  signIn: Link | null,
) {
  const userId = row.target_user_id;
  const action = row.action as ApprovalAction;
  switch (action) {
    case 'mfa_reset':
      await clearFactors(actor, tx, userId, metadata);
      return;
    case 'admin_revoke':
      await revokeRole(tx, userId, 'admin');
      await cancelRequestsBy(tx, userId);
      await auditAdminAction(actor, tx, 'admin.user_update', userId, {
        oldValues: { isAdmin: true },
        newValues: { isAdmin: false },
        metadata,
      });
      return;
    case 'admin_grant':
      await grantRole(tx, userId, 'admin');
      await auditAdminAction(actor, tx, 'admin.user_update', userId, {
        oldValues: { isAdmin: false },
        newValues: { isAdmin: true },
        metadata,
      });
      return;
    case 'recovery_link':
      await keepLink(actor, deps, tx, row, metadata, {
        link: await resetPasswordLink(tx, deps.appUrl, userId, RECOVERY_TTL_MS),
        type: 'recovery',
      });
      return;
    case 'sign_in_link':
      await keepLink(actor, deps, tx, row, metadata, { link: signIn!, type: 'sign-in' });
      return;
    case 'document_open':
      await grantDocumentOpen(actor, tx, row, metadata);
      return;
    case 'safe_journey_reveal':
      await grantSafeJourneyReveal(actor, tx, row, metadata);
      return;
  }
}

/** Seals the link onto the request for its requester; the audit entry never holds the link. */
async function keepLink(
  actor: Actor,
  deps: ApproveDeps,
  tx: Tx,
  row: ApprovalRow,
  metadata: Record<string, unknown>,
  { link, type }: { link: Link; type: 'sign-in' | 'recovery' },
) {
  const sealed = deps.cipher.seal(link.url, linkContext(row.id));
  await tx
    .update(requests)
    .set({
      link_key_id: sealed.keyId,
      link_ciphertext: sealed.ciphertext,
      link_expires_at: link.expiresAt,
    })
    .where(eq(requests.id, row.id));
  await auditAdminAction(
    actor,
    tx,
    type === 'sign-in' ? 'admin.link_sign_in' : 'admin.link_recovery',
    row.target_user_id,
    { newValues: { type, expiresAt: link.expiresAt.toISOString() }, metadata },
  );
}
