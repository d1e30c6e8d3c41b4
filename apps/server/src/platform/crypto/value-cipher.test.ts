import { describe, expect, it } from 'vitest';
import { createValueCipher, deriveKey, fingerprint } from './value-cipher';

const key = (fill: string) => Buffer.alloc(32, fill);

describe('value cipher (AES-256-GCM, rotating keys)', () => {
  const cipher = createValueCipher([
    { id: 'new', key: key('n') },
    { id: 'old', key: key('o') },
  ]);

  it('seals under the first key and opens what it sealed', () => {
    const sealed = cipher.seal('12 Sydney Road, Brunswick VIC 3056', 'row-1:address');
    expect(sealed.keyId).toBe('new');
    expect(sealed.ciphertext).not.toContain('Sydney');
    expect(cipher.open(sealed, 'row-1:address')).toBe('12 Sydney Road, Brunswick VIC 3056');
  });

  it('gives a different ciphertext each time (random IV)', () => {
    expect(cipher.seal('same', 'c').ciphertext).not.toBe(cipher.seal('same', 'c').ciphertext);
  });

  it('still opens values sealed under an older key after a rotation', () => {
    const before = createValueCipher([{ id: 'old', key: key('o') }]);
    const sealed = before.seal('0412 345 678', 'row-2:phone');
    expect(cipher.open(sealed, 'row-2:phone')).toBe('0412 345 678');
  });

  it('refuses a value moved to another row or field, tampered with, or under an unknown key', () => {
    const sealed = cipher.seal('alex@example.com', 'row-3:email');
    expect(() => cipher.open(sealed, 'row-4:email')).toThrow();
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[14] = bytes[14]! ^ 1;
    expect(() =>
      cipher.open({ ...sealed, ciphertext: bytes.toString('base64') }, 'row-3:email'),
    ).toThrow();
    expect(() => cipher.open({ ...sealed, keyId: 'gone' }, 'row-3:email')).toThrow(
      /No value encryption key/,
    );
  });

  it('needs a key', () => {
    expect(() => createValueCipher([])).toThrow();
  });

  it('derives independent purpose keys and keyed fingerprints', () => {
    const a = deriveKey('secret', 'company-links');
    expect(a).toHaveLength(32);
    expect(a.equals(deriveKey('secret', 'fingerprints'))).toBe(false);
    expect(a.equals(deriveKey('secret', 'company-links'))).toBe(true);
    expect(fingerprint(a, 'x')).toBe(fingerprint(a, 'x'));
    expect(fingerprint(a, 'x')).not.toBe(fingerprint(deriveKey('other', 'company-links'), 'x'));
  });
});
