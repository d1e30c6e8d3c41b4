import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  DOCUMENT_QUOTA_BYTES,
  DOCUMENT_QUOTA_FILES,
  DOCUMENT_TYPE_LABELS,
  type DocumentAccessAction,
  type DocumentAccessChannel,
  type DocumentContentType,
  type DocumentType,
} from '@updately/shared/documents';
import { DOCUMENT_MESSAGES, type JourneyDocuments } from '@updately/shared/documents-api';
import { FINAL_UPDATE_STATUSES, type UpdateActor } from '@updately/shared/update-status';
import type { Db } from '../../db/client';
import {
  documentAccesses,
  journeyDocuments,
  requestDocuments,
  updateRequests,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { putDocument } from '../../platform/documents/document-vault';
import type { Storage } from '../../platform/storage/storage';
import { applyUpdateEvents } from '../../platform/update-engine/transition';
import type { JourneyAccess } from '../journeys/journey-access';
import type { AcceptedFile } from './document-file';

export type DocumentRow = typeof journeyDocuments.$inferSelect;

const nameContext = (documentId: string) => `journey_documents.name:${documentId}`;
const NAME_MAX = 200;

/** The name a person gave the file, opened (it is sealed at rest). */
export function documentName(cipher: ValueCipher, row: DocumentRow): string {
  return cipher.open(
    { keyId: row.name_key_id, ciphertext: row.name_ciphertext },
    nameContext(row.id),
  );
}

/** A file name kept for the person's list only: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(0, NAME_MAX);
}

/** The journey's documents as the caller may see them (viewers: only that they exist). */
export async function listDocuments(
  db: Db,
  cipher: ValueCipher,
  access: JourneyAccess,
): Promise<JourneyDocuments> {
  const canEdit = access.role !== 'viewer';
  const rows = await db
    .select({ document: journeyDocuments, uploader: users.name })
    .from(journeyDocuments)
    .leftJoin(users, eq(users.id, journeyDocuments.uploaded_by))
    .where(eq(journeyDocuments.journey_id, access.journeyId))
    .orderBy(asc(journeyDocuments.created_at), asc(journeyDocuments.id));
  if (!canEdit) {
    return {
      can_edit: false,
      documents: rows.map(({ document }) => ({
        id: document.id,
        type: document.type as DocumentType,
        uploaded_at: document.created_at.toISOString(),
        name: null,
        content_type: null,
        size_bytes: null,
        uploaded_by: null,
        accesses: [],
        requests: [],
      })),
    };
  }
  const ids = rows.map(({ document }) => document.id);
  const [accesses, carried] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(documentAccesses)
          .where(
            and(
              eq(documentAccesses.journey_id, access.journeyId),
              inArray(documentAccesses.document_id, ids),
            ),
          )
          .orderBy(asc(documentAccesses.at)),
        db
          .select({
            document_id: requestDocuments.document_id,
            request_id: updateRequests.id,
            company_name: updateRequests.company_name,
            status: updateRequests.status,
          })
          .from(requestDocuments)
          .innerJoin(updateRequests, eq(updateRequests.id, requestDocuments.request_id))
          .where(inArray(requestDocuments.document_id, ids))
          .orderBy(asc(updateRequests.company_name)),
      ])
    : [[], []];
  return {
    can_edit: true,
    documents: rows.map(({ document, uploader }) => ({
      id: document.id,
      type: document.type as DocumentType,
      uploaded_at: document.created_at.toISOString(),
      name: documentName(cipher, document),
      content_type: document.content_type as DocumentContentType,
      size_bytes: document.size_bytes,
      uploaded_by: uploader,
      accesses: accesses
        .filter((a) => a.document_id === document.id)
        .map((a) => ({
          company_name: a.company_name,
          channel: a.channel as DocumentAccessChannel,
          action: a.action as DocumentAccessAction,
          at: a.at.toISOString(),
        })),
      requests: carried
        .filter((r) => r.document_id === document.id)
        .map(({ document_id: _d, ...r }) => r),
    })),
  };
}

/**
 * Refuses an upload that would take the owner past their quota (every journey they own). Call
 * inside the transaction that inserts: the owner's row is locked, so two uploads at once are
 * counted one after the other.
 */
async function checkQuota(tx: Db, ownerId: string, addBytes: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${ownerId} for update`);
  const [used] = await tx
    .select({
      files: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${journeyDocuments.size_bytes}), 0)`.mapWith(Number),
    })
    .from(journeyDocuments)
    .where(eq(journeyDocuments.user_id, ownerId));
  if ((used?.files ?? 0) + 1 > DOCUMENT_QUOTA_FILES) {
    throw new AppError('QUOTA_EXCEEDED', DOCUMENT_MESSAGES.quotaFiles);
  }
  if ((used?.bytes ?? 0) + addBytes > DOCUMENT_QUOTA_BYTES) {
    throw new AppError('QUOTA_EXCEEDED', DOCUMENT_MESSAGES.quotaBytes);
  }
}

/**
 * Stores an accepted file encrypted, then records it (quota checked under lock). The stored
 * object is removed again when the row is not written. `audit` runs in the same transaction.
 */
export async function uploadDocument(
  db: Db,
  storage: Storage,
  cipher: ValueCipher,
  input: { access: JourneyAccess; type: DocumentType; fileName: string; file: AcceptedFile },
  audit: (tx: Db, row: DocumentRow) => Promise<unknown>,
): Promise<DocumentRow> {
  const { access, file } = input;
  const id = randomUUID();
  const sealed = await putDocument(
    storage,
    cipher,
    { ownerId: access.ownerId, documentId: id },
    file.bytes,
  );
  const name = cipher.seal(cleanFileName(input.fileName), nameContext(id));
  try {
    return await db.transaction(async (tx) => {
      await checkQuota(tx, access.ownerId, file.bytes.byteLength);
      const [row] = await tx
        .insert(journeyDocuments)
        .values({
          id,
          journey_id: access.journeyId,
          user_id: access.ownerId,
          uploaded_by: access.actorId,
          type: input.type,
          name_key_id: name.keyId,
          name_ciphertext: name.ciphertext,
          content_type: file.contentType,
          size_bytes: file.bytes.byteLength,
          ...sealed,
        })
        .returning();
      await audit(tx, row!);
      return row!;
    });
  } catch (err) {
    await storage.delete(sealed.storage_key).catch(() => undefined);
    throw err;
  }
}

/** One document of the journey (owner/editor routes), or NOT_FOUND. */
export async function findDocument(
  db: Db,
  journeyId: string,
  documentId: string,
): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(journeyDocuments)
    .where(and(eq(journeyDocuments.id, documentId), eq(journeyDocuments.journey_id, journeyId)));
  if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  return row;
}

/** The reason shown on a request whose document went. */
export function documentDeletedMessage(type: string): string {
  const label = DOCUMENT_TYPE_LABELS[type as DocumentType] ?? 'document';
  return `The ${label.toLowerCase()} it needed was deleted.`;
}

/**
 * Deletes document rows in `tx` and sends every open request that carried one to `needs_you`
 * with the reason. The caller removes the stored objects after commit (without the row, the
 * wrapped data key is gone, so a leftover object could not be read anyway).
 */
export async function removeDocuments(
  tx: Db,
  logger: Logger,
  documents: readonly Pick<DocumentRow, 'id' | 'type' | 'user_id'>[],
  actor: UpdateActor,
): Promise<void> {
  if (documents.length === 0) return;
  const ids = documents.map((d) => d.id);
  const carried = await tx
    .select({ request_id: requestDocuments.request_id, document_id: requestDocuments.document_id })
    .from(requestDocuments)
    .innerJoin(updateRequests, eq(updateRequests.id, requestDocuments.request_id))
    .where(
      and(
        inArray(requestDocuments.document_id, ids),
        notInArray(updateRequests.status, [...FINAL_UPDATE_STATUSES]),
      ),
    );
  const typeOf = new Map(documents.map((d) => [d.id, d.type]));
  // One event per reason: a request carrying two deleted documents names the first.
  const byMessage = new Map<string, string[]>();
  for (const { request_id, document_id } of carried) {
    const message = documentDeletedMessage(typeOf.get(document_id) ?? 'other');
    if ([...byMessage.values()].some((list) => list.includes(request_id))) continue;
    byMessage.set(message, [...(byMessage.get(message) ?? []), request_id]);
  }
  for (const [message, requestIds] of byMessage) {
    await applyUpdateEvents(tx, logger, {
      requestIds,
      event: 'document_deleted',
      actor,
      patch: { status_reason: 'document_deleted', status_message: message, follow_up_at: null },
    });
  }
  await tx.delete(journeyDocuments).where(inArray(journeyDocuments.id, ids));
}
