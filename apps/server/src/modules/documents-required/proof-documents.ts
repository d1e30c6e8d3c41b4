import { asc, inArray } from 'drizzle-orm';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentAccessAction,
  type DocumentAccessChannel,
  type DocumentType,
} from '@updately/shared/documents';
import type { ProofCompany } from '@updately/shared/updates-api';
import type { Db } from '../../db/client';
import { documentAccesses, updateConsents } from '../../db/schema';

type ProofDocuments = Pick<ProofCompany, 'documents' | 'document_accesses'>;

const label = (type: string) =>
  DOCUMENT_TYPE_LABELS[type as DocumentType] ?? DOCUMENT_TYPE_LABELS.other;

/**
 * Per request, the documents its consent shared (from the consent record, so they stay on the
 * proof after the files are deleted) and every access a company made. Two queries.
 */
export async function proofDocuments(
  db: Db,
  requests: readonly { id: string; consent_id: string | null }[],
): Promise<Map<string, ProofDocuments>> {
  const out = new Map<string, ProofDocuments>();
  if (requests.length === 0) return out;
  const consentIds = requests.flatMap((r) => (r.consent_id ? [r.consent_id] : []));
  const consents = consentIds.length
    ? await db
        .select({ id: updateConsents.id, types: updateConsents.document_types })
        .from(updateConsents)
        .where(inArray(updateConsents.id, consentIds))
    : [];
  const typesOf = new Map(consents.map((c) => [c.id, c.types]));
  const accesses = await db
    .select()
    .from(documentAccesses)
    .where(
      inArray(
        documentAccesses.request_id,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(documentAccesses.at), asc(documentAccesses.id));
  for (const r of requests) {
    const types = (r.consent_id && typesOf.get(r.consent_id)) || [];
    out.set(r.id, {
      documents: types
        .filter((t): t is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(t))
        .map((type) => ({ type, label: label(type) })),
      document_accesses: [],
    });
  }
  for (const a of accesses) {
    out.get(a.request_id!)?.document_accesses.push({
      document: label(a.document_type),
      company_name: a.company_name,
      channel: a.channel as DocumentAccessChannel,
      action: a.action as DocumentAccessAction,
      at: a.at.toISOString(),
    });
  }
  return out;
}
