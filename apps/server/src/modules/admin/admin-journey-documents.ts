import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdminJourneyDocument } from '@updately/shared/admin-journeys-api';
import type {
  DocumentAccessAction,
  DocumentAccessChannel,
  DocumentContentType,
  DocumentType,
} from '@updately/shared/documents';
import type { Db } from '../../db/client';
import { documentAccesses, journeyDocuments } from '../../db/schema';

/** Most recent accesses shown per document. */
const ACCESSES_SHOWN = 50;

/**
 * A journey's documents as an admin sees them: type, size, when uploaded and every access.
 * Never the (sealed) name, and nothing is read from storage.
 */
export async function adminJourneyDocuments(
  db: Db,
  journeyId: string,
): Promise<AdminJourneyDocument[]> {
  const docs = await db
    .select({
      id: journeyDocuments.id,
      type: journeyDocuments.type,
      content_type: journeyDocuments.content_type,
      size_bytes: journeyDocuments.size_bytes,
      created_at: journeyDocuments.created_at,
    })
    .from(journeyDocuments)
    .where(eq(journeyDocuments.journey_id, journeyId))
    .orderBy(asc(journeyDocuments.created_at));
  if (docs.length === 0) return [];
  const accesses = await db
    .select()
    .from(documentAccesses)
    .where(
      inArray(
        documentAccesses.document_id,
        docs.map((d) => d.id),
      ),
    )
    .orderBy(desc(documentAccesses.at));
  return docs.map((doc) => ({
    id: doc.id,
    type: doc.type as DocumentType,
    content_type: doc.content_type as DocumentContentType,
    size_bytes: doc.size_bytes,
    uploaded_at: doc.created_at.toISOString(),
    accesses: accesses
      .filter((a) => a.document_id === doc.id)
      .slice(0, ACCESSES_SHOWN)
      .map((a) => ({
        document_type: a.document_type as DocumentType,
        company_name: a.company_name,
        channel: a.channel as DocumentAccessChannel,
        action: a.action as DocumentAccessAction,
        at: a.at.toISOString(),
      })),
  }));
}
