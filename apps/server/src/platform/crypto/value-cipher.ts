import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export type ValueKey = { id: string; key: Buffer };
export type SealedValue = { keyId: string; ciphertext: string };

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Personal values at rest (the addresses, emails and phones sent to companies): AES-256-GCM
 * under the first key, with the key's id stored beside each value so older keys keep
 * decrypting after a rotation. `context` (e.g. the row and field) is bound as associated data,
 * so a value copied onto another row does not decrypt.
 */
export type ValueCipher = {
  seal(plaintext: string, context: string): SealedValue;
  open(sealed: SealedValue, context: string): string;
  currentKeyId: string;
};

export function createValueCipher(keys: readonly ValueKey[]): ValueCipher {
  const [current] = keys;
  if (!current) throw new Error('At least one value encryption key is required');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  return {
    currentKeyId: current.id,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
      return { keyId: current.id, ciphertext: sealed };
    },
    open({ keyId, ciphertext }, context) {
      const key = byId.get(keyId);
      if (!key) throw new Error(`No value encryption key with id ${keyId}`);
      const raw = Buffer.from(ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** A key for one purpose derived from the app's secret (HKDF-SHA256), never the secret itself. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'updately', purpose, 32));
}

/** A keyed fingerprint: equal values give equal fingerprints, and a guess cannot be checked
 * without the key (addresses are easy to guess, so a plain hash would reveal them). */
export function fingerprint(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
