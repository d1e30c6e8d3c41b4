import { randomUUID } from 'node:crypto';
import type { DocumentContentType, DocumentType } from '@updately/shared/documents';
import type { Db } from '../../db/client';
import { journeyDocuments, requestDocuments } from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { putDocument } from '../../platform/documents/document-vault';
import type { Storage } from '../../platform/storage/storage';

/** A minimal one-page PDF: enough for a stored document in tests and the e2e seed. */
export const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A document on a journey, stored encrypted through the vault as an upload would be (tests only:
 * the upload route judges the bytes; this trusts them).
 */
export async function createJourneyDocument(
  db: Db,
  services: { storage: Storage; cipher: ValueCipher },
  options: {
    journeyId: string;
    ownerId: string;
    type: DocumentType;
    uploadedBy?: string;
    name?: string;
    bytes?: Uint8Array;
  },
) {
  const id = randomUUID();
  const bytes = options.bytes ?? TINY_PDF;
  const stored = await putDocument(
    services.storage,
    services.cipher,
    { ownerId: options.ownerId, documentId: id },
    bytes,
  );
  const name = services.cipher.seal(
    options.name ?? `${options.type}.pdf`,
    `journey_documents.name:${id}`,
  );
  const [row] = await db
    .insert(journeyDocuments)
    .values({
      id,
      journey_id: options.journeyId,
      user_id: options.ownerId,
      uploaded_by: options.uploadedBy ?? options.ownerId,
      type: options.type,
      name_key_id: name.keyId,
      name_ciphertext: name.ciphertext,
      content_type: 'application/pdf',
      size_bytes: bytes.byteLength,
      ...stored,
    })
    .returning();
  return row!;
}

/**
 * A document of a journey, stored encrypted as an upload would store it (for tests and demo
 * data; no validation of the bytes). `requestIds` makes the requests carry it.
 */
export async function createDocument(
  db: Db,
  storage: Storage,
  cipher: ValueCipher,
  input: {
    journeyId: string;
    ownerId: string;
    bytes: Uint8Array;
    type?: DocumentType;
    contentType?: DocumentContentType;
    name?: string;
    requestIds?: readonly string[];
  },
) {
  const id = randomUUID();
  const sealed = await putDocument(
    storage,
    cipher,
    { ownerId: input.ownerId, documentId: id },
    input.bytes,
  );
  const name = cipher.seal(input.name ?? 'certificate.pdf', `journey_documents.name:${id}`);
  const [row] = await db
    .insert(journeyDocuments)
    .values({
      id,
      journey_id: input.journeyId,
      user_id: input.ownerId,
      uploaded_by: input.ownerId,
      type: input.type ?? 'death_certificate',
      name_key_id: name.keyId,
      name_ciphertext: name.ciphertext,
      content_type: input.contentType ?? 'application/pdf',
      size_bytes: input.bytes.byteLength,
      ...sealed,
    })
    .returning();
  if (input.requestIds?.length) {
    await db
      .insert(requestDocuments)
      .values(input.requestIds.map((request_id) => ({ request_id, document_id: id })));
  }
  return row!;
}
