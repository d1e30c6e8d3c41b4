import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DOCUMENT_LINK_DAYS,
  type DocumentContentType,
  type DocumentType,
} from '@updately/shared/documents';
import type { Db, Tx } from '../../db/client';
import { documentShares, journeyDocuments, requestDocuments } from '../../db/schema';
import type { DocumentLink } from './document-links';

export type CarriedDocument = {
  id: string;
  type: DocumentType;
  content_type: DocumentContentType;
  size_bytes: number;
};

/** The documents each request carries (only requests that carry some are in the map). */
export async function carriedDocuments(
  db: Db | Tx,
  requestIds: readonly string[],
): Promise<Map<string, CarriedDocument[]>> {
  const byRequest = new Map<string, CarriedDocument[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      request_id: requestDocuments.request_id,
      id: journeyDocuments.id,
      type: journeyDocuments.type,
      content_type: journeyDocuments.content_type,
      size_bytes: journeyDocuments.size_bytes,
    })
    .from(requestDocuments)
    .innerJoin(journeyDocuments, eq(journeyDocuments.id, requestDocuments.document_id))
    .where(inArray(requestDocuments.request_id, [...new Set(requestIds)]))
    .orderBy(asc(journeyDocuments.type), asc(journeyDocuments.created_at));
  for (const { request_id, ...doc } of rows) {
    byRequest.set(request_id, [...(byRequest.get(request_id) ?? []), doc as CarriedDocument]);
  }
  return byRequest;
}

export function shareExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + DOCUMENT_LINK_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The request's link from `issuedAt` for DOCUMENT_LINK_DAYS: a new link replaces the one before
 * (withdrawn or not), which stops working.
 */
export async function issueDocumentShares(
  tx: Tx,
  requestIds: readonly string[],
  issuedAt: Date,
): Promise<void> {
  if (requestIds.length === 0) return;
  await tx
    .insert(documentShares)
    .values(
      requestIds.map((request_id) => ({
        request_id,
        created_at: issuedAt,
        expires_at: shareExpiry(issuedAt),
      })),
    )
    .onConflictDoUpdate({
      target: documentShares.request_id,
      set: {
        created_at: sql`excluded.created_at`,
        expires_at: sql`excluded.expires_at`,
        revoked_at: null,
      },
    });
}

export type ShareRow = typeof documentShares.$inferSelect;
export type ShareState = 'active' | 'expired' | 'withdrawn' | 'replaced';

/** Whether a link (or, without one, the request's latest link) still opens the documents. */
export function shareState(share: ShareRow, now: Date, link?: DocumentLink): ShareState {
  if (link && link.issuedAt.getTime() !== share.created_at.getTime()) return 'replaced';
  if (share.revoked_at) return 'withdrawn';
  if (share.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
