import { desc, eq } from 'drizzle-orm';
import type { DocumentLinkPage, RequestDocumentLink } from '@updately/shared/document-links-api';
import type { DocumentAccessAction, DocumentAccessChannel } from '@updately/shared/documents';
import type { Db, Tx } from '../../db/client';
import { documentAccesses, documentShares, updateRequests, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';
import type { DocumentLinkSigner } from '../../platform/documents/document-links';
import { issueTime } from '../../platform/documents/document-links';
import {
  carriedDocuments,
  issueDocumentShares,
  shareState,
  type ShareRow,
} from '../../platform/documents/document-shares';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { stableJobId } from '../../platform/jobs/job-queue';
import {
  DOCUMENT_LINK_QUEUE,
  type DocumentLinkJob,
} from '../../platform/update-engine/document-link-mail';
import type { UpdateRequestRow } from '../../platform/update-engine/transition';
import { journeyAccess, type JourneyAccess, type JourneyNeed } from '../journeys/journey-access';
import { UPDATE_NOT_FOUND } from '../updates/update-requests.service';

export const LINK_NOT_FOUND =
  'This link is not valid. Check that the whole link from the email was opened.';

export type LinkRefusal = { status: 404 | 410; code: string; message: string };
export type ResolvedLink =
  { ok: true; row: UpdateRequestRow; share: ShareRow } | ({ ok: false } & LinkRefusal);

/**
 * The request a company's documents link is for, while the link works. The token proves the
 * request and the issue time; the share row says whether that link is still the one that works.
 */
export async function resolveDocumentLink(
  db: Db,
  signer: DocumentLinkSigner,
  token: string,
  now = new Date(),
): Promise<ResolvedLink> {
  const notFound = { ok: false, status: 404, code: 'NOT_FOUND', message: LINK_NOT_FOUND } as const;
  const link = signer.verify(token);
  if (!link) return notFound;
  const [found] = await db
    .select({ row: updateRequests, share: documentShares, person: users.name })
    .from(updateRequests)
    .innerJoin(documentShares, eq(documentShares.request_id, updateRequests.id))
    .innerJoin(users, eq(users.id, updateRequests.user_id))
    .where(eq(updateRequests.id, link.requestId));
  if (!found) return notFound;
  const state = found.row.status === 'cancelled' ? 'withdrawn' : shareState(found.share, now, link);
  const gone = (code: string, message: string) =>
    ({ ok: false, status: 410, code, message }) as const;
  if (state === 'expired') {
    return gone('LINK_EXPIRED', `This link has expired. Ask ${found.person} to send it again.`);
  }
  if (state === 'withdrawn') {
    return gone('LINK_WITHDRAWN', 'This link was withdrawn by the person who sent it.');
  }
  if (state === 'replaced') {
    return gone(
      'LINK_REPLACED',
      'A newer link to these documents was sent. Please use the link in the latest email.',
    );
  }
  return { ok: true, row: found.row, share: found.share };
}

/** The documents a working link shows: types and sizes, never names. */
export async function documentLinkPage(
  db: Db,
  row: UpdateRequestRow,
  share: ShareRow,
): Promise<DocumentLinkPage> {
  const documents = (await carriedDocuments(db, [row.id])).get(row.id) ?? [];
  return {
    company_name: row.company_name,
    reference: row.reference,
    expires_at: share.expires_at.toISOString(),
    documents,
  };
}

/** The request and the caller's access to its journey; a stranger gets the same 404 as no request. */
export async function requestWithAccess(
  db: Db,
  callerId: string,
  rawId: string,
  need: JourneyNeed,
): Promise<{ row: UpdateRequestRow; access: JourneyAccess }> {
  const id = resourceId(rawId, UPDATE_NOT_FOUND);
  const [row] = await db.select().from(updateRequests).where(eq(updateRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
  const access = await journeyAccess(db, callerId, row.journey_id, need).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND);
    }
    throw err;
  });
  return { row, access };
}

/** What the person sees of a request's documents, its company link and every view. */
export async function requestDocumentLink(
  db: Db | Tx,
  row: UpdateRequestRow,
  now = new Date(),
): Promise<RequestDocumentLink> {
  const [documents, [share], accesses] = await Promise.all([
    carriedDocuments(db, [row.id]).then((byId) => byId.get(row.id) ?? []),
    db.select().from(documentShares).where(eq(documentShares.request_id, row.id)),
    db
      .select()
      .from(documentAccesses)
      .where(eq(documentAccesses.request_id, row.id))
      .orderBy(desc(documentAccesses.at))
      .limit(100),
  ]);
  const state = share ? shareState(share, now) : null;
  return {
    documents: documents.map(({ id, type }) => ({ id, type })),
    link:
      share && state && state !== 'replaced'
        ? {
            state,
            expires_at: share.expires_at.toISOString(),
            revoked_at: share.revoked_at?.toISOString() ?? null,
          }
        : null,
    accesses: accesses.map((a) => ({
      document_type: a.document_type as RequestDocumentLink['accesses'][number]['document_type'],
      company_name: a.company_name,
      channel: a.channel as DocumentAccessChannel,
      action: a.action as DocumentAccessAction,
      at: a.at.toISOString(),
    })),
  };
}

const SENDABLE = new Set(['sent', 'acknowledged', 'needs_you']);

/**
 * A fresh link for DOCUMENT_LINK_DAYS, replacing any before it, and its email to the company
 * queued in the same transaction. Only for a request sent by email that carries documents and
 * is still open.
 */
export async function reissueDocumentLink(
  tx: Tx,
  jobs: JobQueue,
  row: UpdateRequestRow,
  now = new Date(),
): Promise<void> {
  const documents = (await carriedDocuments(tx, [row.id])).get(row.id);
  if (!documents) throw new AppError('CONFLICT', 'This request carries no documents.');
  if (row.channel !== 'email' || !row.destination || !SENDABLE.has(row.status)) {
    throw new AppError(
      'CONFLICT',
      'A documents link can be sent only for an open request that went to the company by email.',
    );
  }
  const issuedAt = issueTime(now);
  await issueDocumentShares(tx, [row.id], issuedAt);
  const job: DocumentLinkJob = { requestId: row.id, issued: Math.floor(issuedAt.getTime() / 1000) };
  await jobs.sendInTransaction<DocumentLinkJob>(tx, DOCUMENT_LINK_QUEUE, job, {
    id: stableJobId(`document-link:${row.id}:${job.issued}`),
  });
}

/** Withdraws the request's link at once (the company's next click gets 410). */
export async function revokeDocumentLink(tx: Tx, row: UpdateRequestRow, now = new Date()) {
  const [share] = await tx
    .select()
    .from(documentShares)
    .where(eq(documentShares.request_id, row.id))
    .for('update');
  if (!share) throw new AppError('CONFLICT', 'This request has no documents link to withdraw.');
  if (!share.revoked_at) {
    await tx
      .update(documentShares)
      .set({ revoked_at: now })
      .where(eq(documentShares.request_id, row.id));
  }
}
