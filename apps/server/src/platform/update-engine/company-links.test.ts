import { describe, expect, it } from 'vitest';
import { createCompanyLinkSigner } from './company-links';

const signer = createCompanyLinkSigner(Buffer.alloc(32, 'k'));
const requestId = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const expiresAt = new Date('2027-01-01T00:00:00Z');
const now = new Date('2026-12-01T00:00:00Z');

describe('company links', () => {
  it('are the same every time for a request, attempt and expiry', () => {
    const link = { requestId, attempt: 1, purpose: 'updated' as const, expiresAt };
    expect(signer.token(link)).toBe(signer.token(link));
    expect(signer.verify(signer.token(link), 'updated', now)).toEqual({ ok: true, link });
  });

  it('serve one purpose only', () => {
    const token = signer.token({ requestId, attempt: 1, purpose: 'updated', expiresAt });
    expect(signer.verify(token, 'cannot-update', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse any change to the request, attempt, expiry or signature', () => {
    const token = signer.token({ requestId, attempt: 1, purpose: 'updated', expiresAt });
    const [id, attempt, exp, sig] = token.split('.');
    const other = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d6';
    for (const forged of [
      [other, attempt, exp, sig],
      [id, '2', exp, sig],
      [id, attempt, String(Number(exp) + 1), sig],
      [id, attempt, exp, `${sig!.slice(0, -1)}A`],
      [id, attempt, exp],
      [id, attempt, exp, sig, 'x'],
    ]) {
      expect(signer.verify(forged.join('.'), 'updated', now).ok).toBe(false);
    }
    expect(signer.verify('', 'updated', now).ok).toBe(false);
  });

  it('say when they have expired', () => {
    const token = signer.token({ requestId, attempt: 1, purpose: 'updated', expiresAt });
    const check = signer.verify(token, 'updated', new Date('2027-01-02T00:00:00Z'));
    expect(check).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('are worthless under another key', () => {
    const token = signer.token({ requestId, attempt: 1, purpose: 'updated', expiresAt });
    expect(createCompanyLinkSigner(Buffer.alloc(32, 'x')).verify(token, 'updated', now).ok).toBe(
      false,
    );
  });
});
