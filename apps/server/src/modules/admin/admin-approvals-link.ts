import { and, eq, isNotNull } from 'drizzle-orm';
import type { GeneratedLink } from '@updately/shared/admin-users-api';
import { adminApprovalRequests as requests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { linkContext } from './admin-approvals-approve';
import { loadApproval } from './admin-approvals.service';
import { auditAdminAction, type Actor } from './admin-users.service';

const LINK_TYPES = { sign_in_link: 'sign-in', recovery_link: 'recovery' } as const;

/**
 * The requester reveals the approved link, once: it is taken off the request in the transaction
 * that audits the reveal (never the link itself), so a second reveal finds nothing.
 */
export async function revealApprovalLink(
  actor: Actor,
  cipher: ValueCipher,
  id: string,
): Promise<GeneratedLink> {
  const row = await loadApproval(actor.db, id);
  if (row.requested_by_user_id !== actor.adminId) {
    throw new AppError('FORBIDDEN', 'Only the admin who asked for the link can see it.');
  }
  const type = LINK_TYPES[row.action as keyof typeof LINK_TYPES];
  if (!type) throw new AppError('CONFLICT', 'This request is not for a link.');
  if (row.status !== 'approved') {
    throw new AppError('CONFLICT', `No link yet: this request is ${row.status}.`);
  }
  const taken = await actor.db.transaction(async (tx) => {
    const [sealed] = await tx
      .select({
        keyId: requests.link_key_id,
        ciphertext: requests.link_ciphertext,
        expiresAt: requests.link_expires_at,
      })
      .from(requests)
      .where(and(eq(requests.id, id), isNotNull(requests.link_ciphertext)))
      .for('update');
    if (!sealed) return null;
    await tx
      .update(requests)
      .set({ link_key_id: null, link_ciphertext: null, link_expires_at: null })
      .where(eq(requests.id, id));
    if (sealed.expiresAt! <= new Date()) return 'expired' as const;
    await auditAdminAction(actor, tx, 'admin.approval_link_reveal', row.target_user_id, {
      newValues: { type, expiresAt: sealed.expiresAt!.toISOString() },
      metadata: { approvalId: id },
    });
    return sealed;
  });
  if (!taken) {
    throw new AppError('CONFLICT', 'The link was shown once already: ask again for a new one.');
  }
  if (taken === 'expired') {
    throw new AppError(
      'CONFLICT',
      'The link expired before it was shown: ask again for a new one.',
    );
  }
  const url = cipher.open({ keyId: taken.keyId!, ciphertext: taken.ciphertext! }, linkContext(id));
  return { type, url, expiresAt: taken.expiresAt!.toISOString() };
}
