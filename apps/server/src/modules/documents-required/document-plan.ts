import { asc, eq } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@updately/shared/documents';
import {
  documentNeeds,
  matchDocuments,
  needPhrase,
  requiredFor,
  type RequirementContext,
} from '@updately/shared/document-requirements';
import type { RequestKind } from '@updately/shared/request-kinds';
import type { Db } from '../../db/client';
import { journeyDocuments } from '../../db/schema';
import { loadRuleBook } from './document-rules.service';

/** A journey's document as Review and send shows it: never its name or bytes. */
export type PlannedDocument = { id: string; type: DocumentType; label: string };

export type KindDocuments = {
  /** The journey's documents that go with this request. */
  documents: PlannedDocument[];
  /** What the company requires that the journey does not hold, as "a death certificate". */
  missing_documents: string[];
};

/** The journey's documents, oldest first (type and id only). */
export async function journeyDocumentList(db: Db, journeyId: string): Promise<PlannedDocument[]> {
  const rows = await db
    .select({ id: journeyDocuments.id, type: journeyDocuments.type })
    .from(journeyDocuments)
    .where(eq(journeyDocuments.journey_id, journeyId))
    .orderBy(asc(journeyDocuments.created_at), asc(journeyDocuments.id));
  return rows.map((r) => ({
    id: r.id,
    type: r.type as DocumentType,
    label: DOCUMENT_TYPE_LABELS[r.type as DocumentType] ?? DOCUMENT_TYPE_LABELS.other,
  }));
}

/**
 * For each company and kind, which of the journey's documents go and which required ones are
 * missing. Two queries, however many companies.
 */
export async function planDocuments(
  db: Db,
  journeyId: string,
  context: RequirementContext,
  companies: readonly {
    footprint_id: string;
    brand_id: string | null;
    category: string | null;
    kinds: readonly RequestKind[];
  }[],
): Promise<Map<string, Map<RequestKind, KindDocuments>>> {
  const brandIds = [...new Set(companies.flatMap((c) => (c.brand_id ? [c.brand_id] : [])))];
  const categories = [...new Set(companies.flatMap((c) => (c.category ? [c.category] : [])))];
  // One after the other: `db` may be a transaction.
  const book = await loadRuleBook(db, brandIds, categories);
  const documents = await journeyDocumentList(db, journeyId);
  const out = new Map<string, Map<RequestKind, KindDocuments>>();
  for (const company of companies) {
    const perKind = new Map<RequestKind, KindDocuments>();
    for (const kind of company.kinds) {
      const required = requiredFor(
        kind,
        company.brand_id ? book.byBrand.get(company.brand_id) : null,
        company.category ? book.byCategory.get(company.category) : null,
      );
      const { sharing, missing } = matchDocuments(documentNeeds(required, context), documents);
      perKind.set(kind, { documents: sharing, missing_documents: missing.map(needPhrase) });
    }
    out.set(company.footprint_id, perKind);
  }
  return out;
}
