import { and, eq } from 'drizzle-orm';
import { DOCUMENT_ACCESSED } from '@updately/shared/realtime-events';
import {
  documentStamp,
  type DocumentAccessAction,
  type DocumentAccessChannel,
  type DocumentContentType,
  type DocumentType,
} from '@updately/shared/documents';
import type { Db, Tx } from '../../db/client';
import {
  documentAccesses,
  journeyDocuments,
  journeyMembers,
  requestDocuments,
} from '../../db/schema';
import { formatInstantDay } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import type { ValueCipher } from '../crypto/value-cipher';
import { notifyUserSql } from '../realtime/realtime-hub';
import type { Storage } from '../storage/storage';
import { readDocument } from './document-vault';
import { stampDocument } from './stamp-document';

export const DOCUMENT_NOT_FOUND = 'No such document for this request.';

export type CopyContext = { db: Db; storage: Storage; cipher: ValueCipher };

export type CopyRequest = {
  id: string;
  journey_id: string;
  user_id: string;
  reference: string;
  company_name: string;
};

export type CopyInput = {
  request: CopyRequest;
  documentId: string;
  /** Who the copy is stamped as provided to (the company, or "Updately admin ..."). */
  providedTo: string;
  access: {
    channel: DocumentAccessChannel;
    action: DocumentAccessAction;
    organizationId: string | null;
  };
  now?: Date;
};

/**
 * A stamped copy of one document the request carries (any other document, even of the same
 * journey, is NOT_FOUND), recorded as accessed on the journey, and told to its people's open tabs
 * in the same transaction. Nothing about the document is logged.
 */
export async function stampedCopy(
  ctx: CopyContext,
  input: CopyInput,
): Promise<{ bytes: Uint8Array; type: DocumentType }> {
  const now = input.now ?? new Date();
  const documentId = resourceId(input.documentId, DOCUMENT_NOT_FOUND);
  const [doc] = await ctx.db
    .select({
      id: journeyDocuments.id,
      type: journeyDocuments.type,
      content_type: journeyDocuments.content_type,
      storage_key: journeyDocuments.storage_key,
      key_id: journeyDocuments.key_id,
      wrapped_key: journeyDocuments.wrapped_key,
    })
    .from(requestDocuments)
    .innerJoin(journeyDocuments, eq(journeyDocuments.id, requestDocuments.document_id))
    .where(
      and(
        eq(requestDocuments.request_id, input.request.id),
        eq(requestDocuments.document_id, documentId),
        eq(journeyDocuments.journey_id, input.request.journey_id),
      ),
    );
  if (!doc) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const plain = await readDocument(ctx.storage, ctx.cipher, doc);
  if (!plain) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const stamp = documentStamp(input.providedTo, input.request.reference, formatInstantDay(now));
  const bytes = await stampDocument(plain, doc.content_type as DocumentContentType, stamp);
  await recordAccess(ctx.db, input, doc.id, doc.type as DocumentType, now);
  return { bytes, type: doc.type as DocumentType };
}

async function recordAccess(
  db: Db,
  input: CopyInput,
  documentId: string,
  type: DocumentType,
  at: Date,
) {
  const { request, access } = input;
  await db.transaction((tx) =>
    recordDocumentAccess(tx, {
      journeyId: request.journey_id,
      ownerId: request.user_id,
      documentId,
      type,
      requestId: request.id,
      organizationId: access.organizationId,
      companyName: request.company_name,
      channel: access.channel,
      action: access.action,
      at,
    }),
  );
}

export type DocumentAccessRecord = {
  journeyId: string;
  ownerId: string;
  documentId: string;
  type: DocumentType;
  requestId: string | null;
  organizationId: string | null;
  /** Who opened it: the company, or "Updately admin". */
  companyName: string;
  channel: DocumentAccessChannel;
  action: DocumentAccessAction;
  at: Date;
};

/** Records one access on the journey and tells its owner's and members' open tabs, in `tx`. */
export async function recordDocumentAccess(tx: Tx, access: DocumentAccessRecord) {
  await tx.insert(documentAccesses).values({
    journey_id: access.journeyId,
    document_id: access.documentId,
    document_type: access.type,
    request_id: access.requestId,
    organization_id: access.organizationId,
    company_name: access.companyName,
    channel: access.channel,
    action: access.action,
    at: access.at,
  });
  const members = await tx
    .select({ user_id: journeyMembers.user_id })
    .from(journeyMembers)
    .where(eq(journeyMembers.journey_id, access.journeyId));
  const event = {
    type: DOCUMENT_ACCESSED,
    data: {
      journeyId: access.journeyId,
      requestId: access.requestId,
      documentType: access.type,
      company: access.companyName,
      channel: access.channel,
      action: access.action,
    },
  };
  for (const userId of new Set([access.ownerId, ...members.map((m) => m.user_id)])) {
    await tx.execute(notifyUserSql(userId, event));
  }
}
