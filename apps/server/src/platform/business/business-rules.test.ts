import { describe, expect, it } from 'vitest';
import { bearerApiKey, hashApiKey, newApiKeyToken } from './api-key-token';
import { requestFingerprint } from './idempotency';
import { currentMonth, monthRange } from './usage-report';

describe('API keys', () => {
  it('says where a key belongs, keeps a short prefix and hashes the rest', () => {
    const live = newApiKeyToken(true);
    expect(live.key).toMatch(/^upd_live_[A-Za-z0-9_-]{32}$/);
    expect(live.prefix).toBe(live.key.slice(0, 13));
    expect(live.hash).toBe(hashApiKey(live.key));
    expect(live.hash).not.toContain(live.key.slice(9));
    expect(newApiKeyToken(false).key.startsWith('upd_test_')).toBe(true);
    expect(newApiKeyToken(true).key).not.toBe(live.key);
  });

  it('reads only a well-formed Bearer key', () => {
    const { key } = newApiKeyToken(false);
    expect(bearerApiKey(`Bearer ${key}`)).toBe(key);
    expect(bearerApiKey(`bearer  ${key} `)).toBeNull();
    expect(bearerApiKey(key)).toBeNull();
    expect(bearerApiKey(`Bearer ${key}x`)).toBeNull();
    expect(bearerApiKey('Bearer upd_prod_' + 'a'.repeat(32))).toBeNull();
    expect(bearerApiKey(undefined)).toBeNull();
  });
});

describe('idempotency fingerprints', () => {
  it('differ by method, path and body, and match for the same request', () => {
    const a = requestFingerprint('POST', '/api/v1/requests/1/confirm', { fields: [1] });
    expect(requestFingerprint('POST', '/api/v1/requests/1/confirm', { fields: [1] })).toBe(a);
    expect(requestFingerprint('POST', '/api/v1/requests/2/confirm', { fields: [1] })).not.toBe(a);
    expect(requestFingerprint('POST', '/api/v1/requests/1/confirm', { fields: [2] })).not.toBe(a);
    expect(requestFingerprint('PUT', '/api/v1/requests/1/confirm', { fields: [1] })).not.toBe(a);
  });
});

describe('billing months', () => {
  it('are UTC calendar months', () => {
    expect(monthRange('2026-12')).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
    expect(currentMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
  });
});
