import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ValueCipher } from '../crypto/value-cipher';
import type { Storage } from '../storage/storage';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The storage prefix of every document a user's journeys hold (account deletion empties it). */
export function documentPrefix(ownerId: string): string {
  return `documents/${ownerId}/`;
}

/** Made by the server from ids only: no request chooses where a document lives. */
export function documentStorageKey(ownerId: string, documentId: string): string {
  return `${documentPrefix(ownerId)}${documentId}.bin`;
}

/** Binds a wrapped data key to its document row. */
const keyContext = (documentId: string) => `journey_documents.key:${documentId}`;

export type SealedDocument = { key_id: string; wrapped_key: string };

/**
 * Encrypts a document's bytes under a fresh data key (AES-256-GCM, the document id as associated
 * data) and stores them; the data key is sealed by the value cipher, so rotating
 * VALUE_ENCRYPTION_KEYS works as for values (the key id is kept beside the wrapped key).
 * Nothing readable reaches the disk.
 */
export async function putDocument(
  storage: Storage,
  cipher: ValueCipher,
  ref: { ownerId: string; documentId: string },
  bytes: Uint8Array,
): Promise<SealedDocument & { storage_key: string }> {
  const dataKey = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const aes = createCipheriv('aes-256-gcm', dataKey, iv);
  aes.setAAD(Buffer.from(ref.documentId, 'utf8'));
  const body = Buffer.concat([iv, aes.update(bytes), aes.final(), aes.getAuthTag()]);
  const storageKey = documentStorageKey(ref.ownerId, ref.documentId);
  await storage.put(storageKey, body, 'application/octet-stream');
  const sealed = cipher.seal(dataKey.toString('base64'), keyContext(ref.documentId));
  return { storage_key: storageKey, key_id: sealed.keyId, wrapped_key: sealed.ciphertext };
}

/** The document's plaintext bytes; null when the stored object is gone. */
export async function readDocument(
  storage: Storage,
  cipher: ValueCipher,
  row: { id: string; storage_key: string; key_id: string; wrapped_key: string },
): Promise<Uint8Array | null> {
  const stored = await storage.get(row.storage_key);
  if (!stored) return null;
  const dataKey = Buffer.from(
    cipher.open({ keyId: row.key_id, ciphertext: row.wrapped_key }, keyContext(row.id)),
    'base64',
  );
  const raw = Buffer.from(stored.body);
  const aes = createDecipheriv('aes-256-gcm', dataKey, raw.subarray(0, IV_BYTES));
  aes.setAAD(Buffer.from(row.id, 'utf8'));
  aes.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return new Uint8Array(
    Buffer.concat([aes.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), aes.final()]),
  );
}

/** Re-seals a document's data key under the current value key (a rotation); bytes stay as stored. */
export function rewrapDocumentKey(
  cipher: ValueCipher,
  row: { id: string; key_id: string; wrapped_key: string },
): SealedDocument {
  const context = keyContext(row.id);
  const dataKey = cipher.open({ keyId: row.key_id, ciphertext: row.wrapped_key }, context);
  const sealed = cipher.seal(dataKey, context);
  return { key_id: sealed.keyId, wrapped_key: sealed.ciphertext };
}
