import { describe, expect, it } from 'vitest';
import { validateOutboundUrl } from './outbound-url';

const production = { allowPrivateNetworks: false };
const development = { allowPrivateNetworks: true };

function codeFor(url: string, options = production) {
  const check = validateOutboundUrl(url, options);
  return check.ok ? 'ok' : check.code;
}

describe('validateOutboundUrl', () => {
  it('accepts public http and https URLs', () => {
    expect(codeFor('https://hooks.example.com/updately?x=1')).toBe('ok');
    expect(codeFor('http://93.184.216.34:8080/hook')).toBe('ok');
    expect(codeFor('https://[2606:4700::1111]/hook')).toBe('ok');
  });

  it('refuses other schemes, credentials and text that is not a URL', () => {
    for (const url of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'gopher://example.com/',
      'javascript:alert(1)',
      'example.com/hook',
      '',
      'https://user:secret@example.com/',
      'https://token@example.com/',
    ]) {
      expect(codeFor(url), url).toBe('INVALID_URL');
      expect(codeFor(url, development), url).toBe('INVALID_URL');
    }
    const check = validateOutboundUrl('https://user:pw@example.com/', production);
    expect(check).toMatchObject({ message: 'The URL must not contain a user name or password.' });
  });

  it('refuses local, private, link-local and reserved addresses in production', () => {
    for (const url of [
      'http://localhost:3000/',
      'http://LOCALHOST./',
      'http://api.localhost/',
      'http://127.0.0.1/',
      'http://127.1.2.3/',
      'http://2130706433/', // 127.0.0.1 written as a number
      'http://0x7f.1/',
      'http://0.0.0.0/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://172.31.255.255/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://[::1]:8080/',
      'http://[::]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:8.8.8.8]/',
      'http://[64:ff9b::a00:1]/',
    ]) {
      expect(codeFor(url), url).toBe('BLOCKED_ADDRESS');
    }
  });

  it('allows loopback and private addresses where private networks are allowed (development)', () => {
    for (const url of [
      'http://localhost:3000/',
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://[::1]:8080/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(codeFor(url, development), url).toBe('ok');
    }
  });

  it('refuses metadata and link-local addresses even where private networks are allowed (N8)', () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://169.254.1.1/',
      'http://2852039166/', // 169.254.169.254 written as a number
      'http://100.100.100.200/latest/meta-data',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://METADATA.GOOGLE.INTERNAL./',
    ]) {
      expect(codeFor(url, development), url).toBe('BLOCKED_ADDRESS');
      expect(codeFor(url), url).toBe('BLOCKED_ADDRESS');
    }
    expect(validateOutboundUrl('http://169.254.169.254/', development)).toMatchObject({
      message: expect.stringContaining('metadata or link-local'),
    });
    expect(codeFor('http://100.100.100.201/', development)).toBe('ok');
    expect(codeFor('http://[fd00:ec3::1]/', development)).toBe('ok');
  });

  it('leaves neighbours of the private ranges alone', () => {
    expect(codeFor('http://172.32.0.1/')).toBe('ok');
    expect(codeFor('http://11.0.0.1/')).toBe('ok');
    expect(codeFor('http://notlocalhost.com/')).toBe('ok');
  });
});
