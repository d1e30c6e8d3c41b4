import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './scrub';

describe('scrubPersonalData', () => {
  it('replaces email addresses', () => {
    expect(scrubPersonalData('No account for alex.nguyen+test@example.com.au here')).toBe(
      'No account for [email] here',
    );
  });

  it('replaces long runs of digits: phone, card and account numbers', () => {
    expect(scrubPersonalData('Call +61 412 345 678 or 0412-345-678')).toBe(
      'Call [number] or [number]',
    );
    expect(scrubPersonalData('Card 4111 1111 1111 1111 declined')).toBe('Card [number] declined');
    // Short numbers stay: they say what went wrong.
    expect(scrubPersonalData('Status 503 after 3 tries')).toBe('Status 503 after 3 tries');
  });

  it('replaces tokens: bearer, JWT, key=value secrets and long opaque strings', () => {
    expect(scrubPersonalData('Authorization failed: Bearer abc.DEF-123')).toContain(
      'Bearer [token]',
    );
    expect(scrubPersonalData('jwt eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl bad')).toBe(
      'jwt [token] bad',
    );
    expect(scrubPersonalData('token=s3cr3t&x password: hunter2')).toBe(
      'token=[redacted]&x password: [redacted]',
    );
    expect(scrubPersonalData('key upd_live_9f8e7d6c5b4a3f2e1d0c9b8a7f6e')).toBe('key [token]');
  });

  it('drops URL query strings and fragments but keeps the path', () => {
    expect(
      scrubPersonalData('GET https://app.example/reset?email=a%40b.com&token=x#frag failed'),
    ).toBe('GET https://app.example/reset failed');
  });

  it('leaves stack frames readable: file names, lines and columns, UUIDs', () => {
    const frame =
      '    at render (https://app.example/assets/admin-error-logs-page-Bx8k2LqZ.js:1:123456)';
    expect(scrubPersonalData(frame)).toBe(frame);
    const uuid = 'Journey 0b6f1a9e-3c7d-4e2f-9a1b-2c3d4e5f6a7b gone';
    expect(scrubPersonalData(uuid)).toBe(uuid);
  });
});
