import { describe, expect, it } from 'vitest';
import { redactPath } from './logger';

describe('redactPath (M5)', () => {
  it('hides the token of a password-reset link', () => {
    expect(redactPath('/api/auth/reset-password/abcDEF123')).toBe(
      '/api/auth/reset-password/[redacted]',
    );
  });

  it('hides any long opaque segment, keeps ids and ordinary paths', () => {
    expect(redactPath('/r/aGVsbG8td29ybGQtdGhpcy1pcy1hLXRva2Vu/confirm')).toBe(
      '/r/[redacted]/confirm',
    );
    const id = '7d1f3b2a-5c4e-4f6a-8b9c-0d1e2f3a4b5c';
    expect(redactPath(`/api/journeys/${id}/footprints/${id}`)).toBe(
      `/api/journeys/${id}/footprints/${id}`,
    );
    expect(redactPath('/api/account/reauthenticate/verify')).toBe(
      '/api/account/reauthenticate/verify',
    );
  });

  it('hides the signed token of a company link (it starts with a request id)', () => {
    const token =
      '7d1f3b2a-5c4e-4f6a-8b9c-0d1e2f3a4b5c.1.1801234567.Ab-_cd12EfGh34IjKl56MnOp78QrSt90UvWxYz12345';
    expect(redactPath(`/company/updates/${token}/updated`)).toBe(
      '/company/updates/[redacted]/updated',
    );
  });

  it("hides a letter's short code", () => {
    expect(redactPath('/l/3JQ0BWKCRC2J')).toBe('/l/[redacted]');
  });
});
