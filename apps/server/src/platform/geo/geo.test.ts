import { describe, expect, it } from 'vitest';
import { locateIp } from './geo';

describe('locateIp', () => {
  it('finds an Australian address offline', () => {
    expect(locateIp('1.1.1.1')).toMatchObject({
      country: 'Australia',
      countryCode: 'AU',
      ip: '1.1.1.1',
    });
  });

  it('finds a non-Australian address with its country name', () => {
    const location = locateIp('8.8.8.8');
    expect(location.countryCode).toBe('US');
    expect(location.country).toBe('United States');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(locateIp('::ffff:1.1.1.1').countryCode).toBe('AU');
  });

  it('falls back to Australia / AU / Sydney with the caller ip for private, unknown or bad input', () => {
    expect(locateIp('127.0.0.1')).toEqual({
      country: 'Australia',
      countryCode: 'AU',
      city: 'Sydney',
      state: null,
      ip: '127.0.0.1',
    });
    expect(locateIp('not an ip')).toMatchObject({
      countryCode: 'AU',
      city: 'Sydney',
      ip: 'not an ip',
    });
    expect(locateIp(null)).toMatchObject({ countryCode: 'AU', ip: null });
  });
});
