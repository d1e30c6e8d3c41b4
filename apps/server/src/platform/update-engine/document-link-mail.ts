import { eq } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS } from '@updately/shared/documents';
import { documentShares, updateRequests } from '../../db/schema';
import { formatInstantDay } from '../../lib/dates';
import { escapeHtml } from '../../lib/html';
import { issuedSeconds } from '../documents/document-links';
import { carriedDocuments } from '../documents/document-shares';
import type { Job } from '../jobs/job-queue';
import type { MailMessage } from '../mail/templates';
import { documentsSection } from './company-request';
import type { DispatcherDeps } from './dispatcher';

/** A new link to a request's documents, sent when the person issues one (after withdrawing one). */
export const DOCUMENT_LINK_QUEUE = 'document-link-mail';
export type DocumentLinkJob = { requestId: string; issued: number };

/**
 * Mails the company the link issued at `issued`, unless a newer one replaced it or it was
 * withdrawn since (the person changed their mind before it went).
 */
export async function sendDocumentLinkMail(
  deps: DispatcherDeps,
  job: Job<DocumentLinkJob>,
): Promise<void> {
  const { requestId, issued } = job.data;
  const [found] = await deps.db
    .select({ row: updateRequests, share: documentShares })
    .from(updateRequests)
    .innerJoin(documentShares, eq(documentShares.request_id, updateRequests.id))
    .where(eq(updateRequests.id, requestId));
  const to = found?.row.destination;
  if (!found || !to || found.row.channel !== 'email') return;
  const { row, share } = found;
  if (share.revoked_at || issuedSeconds(share.created_at) !== issued) return;
  const documents = (await carriedDocuments(deps.db, [row.id])).get(row.id);
  if (!documents) return;
  const section = documentsSection(deps, row.id, documents, share.created_at);
  const names = section.types.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ');
  const until = formatInstantDay(section.expiresAt);
  const lines = [
    `Hello ${row.company_name} team,`,
    `Here is a new link to the documents for our request ${row.reference}: ${names}. Any earlier link no longer works.`,
    `View or download a copy stamped for ${row.company_name}: ${section.url}`,
    `The link works until ${until}; every view is recorded for the person.`,
    `— ${deps.appName}`,
  ];
  const mail: MailMessage = {
    to,
    subject: `Documents for this request: a new link (ref ${row.reference})`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(lines[0]!)}</p>
<p>${escapeHtml(lines[1]!)}</p>
<h2 style="font-size:16px;margin:24px 0 8px">Documents for this request</h2>
<p><a href="${escapeHtml(section.url)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">View the documents</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(lines[3]!)}</p>
<p style="font-size:14px;color:#4b5563">${escapeHtml(lines[4]!)}</p>
</body></html>`,
    messageId: `<${row.reference}.documents.${issued}@${new URL(deps.appUrl).hostname}>`,
    headers: { 'X-Updately-Reference': row.reference },
  };
  await deps.mail.send(mail);
}
