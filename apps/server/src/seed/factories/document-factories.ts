import { randomUUID } from 'node:crypto';
import type { DocumentContentType, DocumentType } from '@updately/shared/documents';
import type { Db } from '../../db/client';
import { journeyDocuments, requestDocuments } from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { putDocument } from '../../platform/documents/document-vault';
import type { Storage } from '../../platform/storage/storage';

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
