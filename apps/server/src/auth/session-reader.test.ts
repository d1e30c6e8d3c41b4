import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignedToken } from './session-reader';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('verifySignedToken', () => {
  it('returns the token of a value signed as better-call signs cookies', () => {
    expect(verifySignedToken(sign('abc123'), SECRET)).toBe('abc123');
  });

  it('refuses what better-call would read otherwise: base64url, quotes, tokens with dots', () => {
    let token = 'abc123';
    // A token whose signature holds '+' or '/', so that its base64url spelling differs.
    while (!/[+/]/.test(decodeURIComponent(sign(token)))) token += 'x';
    const urlSafe = decodeURIComponent(sign(token)).replace(/\+/g, '-').replace(/\//g, '_');
    expect(verifySignedToken(urlSafe, SECRET)).toBeNull();
    expect(verifySignedToken(encodeURIComponent(urlSafe), SECRET)).toBeNull();
    expect(verifySignedToken(`"${sign(token)}"`, SECRET)).toBeNull();
    expect(verifySignedToken(sign('with.dots.inside'), SECRET)).toBeNull();
  });

  it('refuses another secret, a changed token, a changed or missing signature', () => {
    expect(verifySignedToken(sign('abc123', `${SECRET}x`), SECRET)).toBeNull();
    expect(verifySignedToken(sign('abc123').replace('abc123', 'abc124'), SECRET)).toBeNull();
    expect(verifySignedToken('abc123', SECRET)).toBeNull();
    expect(verifySignedToken('abc123.', SECRET)).toBeNull();
    expect(verifySignedToken(`abc123.${'A'.repeat(43)}=`, SECRET)).toBeNull();
    // The same 32 bytes, spelt without padding: better-call refuses it, so does this.
    expect(verifySignedToken(sign('abc123').replace(/%3D$/, ''), SECRET)).toBeNull();
    expect(verifySignedToken('%E0%A4%A', SECRET)).toBeNull();
  });
});
