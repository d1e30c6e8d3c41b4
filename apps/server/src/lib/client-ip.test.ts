import { describe, expect, it } from 'vitest';
import { forwardedByTrustedProxies, isLoopback } from './client-ip';

describe('forwardedByTrustedProxies (M3)', () => {
  it('takes the address our one proxy appended, never what the client sent before it', () => {
    expect(forwardedByTrustedProxies('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedByTrustedProxies('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedByTrustedProxies('1.1.1.1, 6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('counts the configured number of proxies from the right', () => {
    expect(forwardedByTrustedProxies('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedByTrustedProxies('203.0.113.7,10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('trusts nothing without proxies, without a header, or with a chain shorter than ours', () => {
    expect(forwardedByTrustedProxies('203.0.113.7', 0)).toBeNull();
    expect(forwardedByTrustedProxies(undefined, 1)).toBeNull();
    expect(forwardedByTrustedProxies('203.0.113.7', 2)).toBeNull();
    expect(forwardedByTrustedProxies(' , ', 1)).toBeNull();
  });
});

describe('isLoopback', () => {
  it('knows this machine in every spelling, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '[::1]', 'localhost']) {
      expect(isLoopback(a), a).toBe(true);
    }
    for (const a of [
      '0.0.0.0',
      '10.0.0.5',
      '192.168.1.2',
      '::',
      '::ffff:10.0.0.1',
      '',
      undefined,
    ]) {
      expect(isLoopback(a), String(a)).toBe(false);
    }
  });
});
