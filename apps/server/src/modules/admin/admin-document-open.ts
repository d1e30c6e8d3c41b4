import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { ApprovalRequested } from '@updately/shared/admin-approvals-api';
import {
  documentStamp,
  type DocumentContentType,
  type DocumentType,
} from '@updately/shared/documents';
import type { Tx } from '../../db/client';
import { adminApprovalRequests as requests, journeyDocuments, users } from '../../db/schema';
import { formatInstantDay } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { recordDocumentAccess } from '../../platform/documents/document-copy';
import { readDocument } from '../../platform/documents/document-vault';
import { stampDocument } from '../../platform/documents/stamp-document';
import type { Storage } from '../../platform/storage/storage';
import {
  approvalRequested,
  fileApproval,
  loadApproval,
  type ApprovalRow,
} from './admin-approvals.service';
import { auditAdminAction, type Actor } from './admin-users.service';

export const ADMIN_DOCUMENT_NOT_FOUND = 'No such document on this journey.';
/** How long the requester has to open an approved document (once). */
const OPEN_WINDOW_MS = 60 * 60 * 1000;
/**
 * An approved document_open keeps its once-only grant in the request's link columns (no link is
 * sealed: the marker only says the grant is still unused, until link_expires_at).
 */
const GRANT_MARKER = 'document-open';

/**
 * An admin asks to open a document of a journey: it waits for a second admin (the approval is
 * about the journey's owner, who is its target). Nothing about the document is read yet.
 */
export async function requestDocumentOpen(
  actor: Actor,
  input: { journeyId: string; documentId: string; reason?: string },
): Promise<ApprovalRequested> {
  const journeyId = resourceId(input.journeyId, ADMIN_DOCUMENT_NOT_FOUND);
  const documentId = resourceId(input.documentId, ADMIN_DOCUMENT_NOT_FOUND);
  const [doc] = await actor.db
    .select({ owner: journeyDocuments.user_id })
    .from(journeyDocuments)
    .where(and(eq(journeyDocuments.id, documentId), eq(journeyDocuments.journey_id, journeyId)));
  if (!doc) throw new AppError('NOT_FOUND', ADMIN_DOCUMENT_NOT_FOUND);
  if (doc.owner === actor.adminId) {
    throw new AppError('FORBIDDEN', 'This is your own document: open it from your journey.');
  }
  const id = await actor.db.transaction((tx) =>
    fileApproval(actor, tx, {
      action: 'document_open',
      targetId: doc.owner,
      documentId,
      reason: input.reason,
    }),
  );
  return approvalRequested(actor, id);
}

/** On approval (by a second admin): the requester may open the document once, within the hour. */
export async function grantDocumentOpen(
  actor: Actor,
  tx: Tx,
  row: ApprovalRow,
  metadata: Record<string, unknown>,
) {
  const until = new Date(Date.now() + OPEN_WINDOW_MS);
  await tx
    .update(requests)
    .set({ link_key_id: GRANT_MARKER, link_ciphertext: GRANT_MARKER, link_expires_at: until })
    .where(eq(requests.id, row.id));
  await auditAdminAction(actor, tx, 'admin.document_open_granted', row.target_user_id, {
    newValues: { documentId: row.document_id, until: until.toISOString() },
    metadata,
  });
}

/**
 * The requester opens the approved document: a copy stamped "Provided to Updately admin <name>",
 * the grant spent in the transaction that records the access (channel admin) and audits it, so a
 * second call finds nothing (409).
 */
export async function openApprovedDocument(
  actor: Actor,
  deps: { storage: Storage; cipher: ValueCipher },
  approvalId: string,
): Promise<{ bytes: Uint8Array; type: DocumentType }> {
  const row = await loadApproval(actor.db, approvalId);
  if (row.action !== 'document_open' || !row.document_id) {
    throw new AppError('CONFLICT', 'This request is not for a document.');
  }
  if (row.requested_by_user_id !== actor.adminId) {
    throw new AppError('FORBIDDEN', 'Only the admin who asked can open the document.');
  }
  if (row.status !== 'approved') {
    throw new AppError('CONFLICT', `Not yet: this request is ${row.status}.`);
  }
  const [doc] = await actor.db
    .select()
    .from(journeyDocuments)
    .where(eq(journeyDocuments.id, row.document_id));
  if (!doc) throw new AppError('NOT_FOUND', ADMIN_DOCUMENT_NOT_FOUND);
  const [admin] = await actor.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, actor.adminId));
  const plain = await readDocument(deps.storage, deps.cipher, doc);
  if (!plain) throw new AppError('NOT_FOUND', ADMIN_DOCUMENT_NOT_FOUND);
  const now = new Date();
  const providedTo = `Updately admin ${admin?.name ?? ''}`.trim();
  const stamp = documentStamp(providedTo, `approval ${row.id.slice(0, 8)}`, formatInstantDay(now));
  const bytes = await stampDocument(plain, doc.content_type as DocumentContentType, stamp);
  const spent = await actor.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(requests)
      .set({ link_key_id: null, link_ciphertext: null, link_expires_at: null })
      .where(
        and(
          eq(requests.id, row.id),
          isNotNull(requests.link_ciphertext),
          gt(requests.link_expires_at, now),
        ),
      )
      .returning({ id: requests.id });
    if (!claimed) return false;
    await recordDocumentAccess(tx, {
      journeyId: doc.journey_id,
      ownerId: doc.user_id,
      documentId: doc.id,
      type: doc.type as DocumentType,
      requestId: null,
      organizationId: null,
      companyName: 'Updately admin',
      channel: 'admin',
      action: 'view',
      at: now,
    });
    await auditAdminAction(actor, tx, 'admin.document_open', doc.user_id, {
      newValues: { documentId: doc.id, type: doc.type, journeyId: doc.journey_id },
      metadata: { approvalId: row.id },
    });
    return true;
  });
  if (!spent) {
    throw new AppError(
      'CONFLICT',
      'The document was opened once already, or the hour to open it has passed: ask again.',
    );
  }
  return { bytes, type: doc.type as DocumentType };
}
