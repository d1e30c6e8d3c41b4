import { describe, expect, it } from 'vitest';
import {
  CLAIM_CODE_ALPHABET,
  createBrandClaimSchema,
  normalizeClaimCode,
  verifyBrandClaimSchema,
} from '@updately/shared/business-api';
import {
  claimPaths,
  isClaimAddress,
  isPublicMailboxWebsite,
  registrableDomain,
} from './claim-domains';
import { formatClaimCode, newClaimCode, newDnsToken } from './claim-secrets';

const brand = (website: string | null, contactEmail: string | null = null) =>
  claimPaths({ website, contactEmail });

describe('brand claims: the registrable domain', () => {
  it('is the domain under the public suffix, whatever the host', () => {
    expect(registrableDomain('https://www.commbank.com.au/home?x=1')).toBe('commbank.com.au');
    expect(registrableDomain('https://shop.support.acme.com.au')).toBe('acme.com.au');
    expect(registrableDomain('https://www.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('https://someone.github.io')).toBe('someone.github.io');
    expect(registrableDomain(null)).toBeNull();
    expect(registrableDomain('not a url')).toBeNull();
    expect(registrableDomain('https://203.0.113.7/')).toBeNull();
  });
});

describe('brand claims: where a code may go', () => {
  const paths = brand('https://www.commbank.com.au', 'CustomerAdvocate@cba.com.au');

  it('offers the five role addresses at the exact registrable domain, then the published contact', () => {
    expect(paths.emailAddresses).toEqual([
      'admin@commbank.com.au',
      'administrator@commbank.com.au',
      'hostmaster@commbank.com.au',
      'postmaster@commbank.com.au',
      'webmaster@commbank.com.au',
      'customeradvocate@cba.com.au',
    ]);
    expect(isClaimAddress(paths, 'Hostmaster@CommBank.com.au')).toBe(true);
    expect(isClaimAddress(paths, 'customeradvocate@cba.com.au')).toBe(true);
  });

  it('refuses other local parts, subdomains and look-alike domains', () => {
    for (const email of [
      'privacy@commbank.com.au',
      'jo.bloggs@commbank.com.au',
      'admin@mail.commbank.com.au',
      'admin@www.commbank.com.au',
      'admin@evil-commbank.com.au',
      'admin@commbank.com.au.evil.io',
      'admin+x@commbank.com.au',
    ]) {
      expect(isClaimAddress(paths, email), email).toBe(false);
    }
  });

  it('offers DNS at _updately-claim.<registrable domain>, never a subdomain', () => {
    expect(brand('https://www.shop.acme.com.au').dnsRecordName).toBe('_updately-claim.acme.com.au');
    expect(paths.methods).toEqual(['dns', 'email_code', 'admin']);
  });
});

describe('brand claims: public mailbox domains go to admin review only', () => {
  it.each([
    ['Internode', 'https://www.internode.on.net'],
    ['iiNet', 'https://www.iinet.net.au'],
    ['TPG', 'https://www.tpg.com.au'],
    ['Dodo', 'https://www.dodo.com'],
    ['BigPond', 'https://www.bigpond.com'],
    ['Optus mail', 'https://www.optusnet.com.au'],
    ['Gmail', 'https://mail.gmail.com'],
    ['Outlook', 'https://outlook.com'],
    ['a university', 'https://www.deakin.edu.au'],
    ['a US university', 'https://www.mit.edu'],
    ['a UK university', 'https://www.ox.ac.uk'],
  ])('%s', (_name, website) => {
    expect(isPublicMailboxWebsite(website)).toBe(true);
    const paths = brand(website, 'privacy@example.com');
    expect(paths.methods).toEqual(['admin']);
    expect(paths.adminOnlyReason).toBe('public_mailbox_domain');
    expect(paths.emailAddresses).toEqual([]);
    expect(paths.dnsRecordName).toBeNull();
  });

  it("refuses the review's exploit: an ISP customer's mailbox claims nothing", () => {
    const internode = brand('https://www.internode.on.net', 'customer-relations@internode.com.au');
    for (const email of [
      'jo.bloggs@internode.on.net',
      'admin@internode.on.net',
      'admin@on.net',
      'customer-relations@internode.com.au',
    ]) {
      expect(isClaimAddress(internode, email), email).toBe(false);
    }
    expect(isClaimAddress(brand('https://www.iinet.net.au'), 'some.customer@iinet.net.au')).toBe(
      false,
    );
  });

  it('keeps brands whose customers get mail elsewhere claimable (Optus: optusnet.com.au)', () => {
    expect(brand('https://www.optus.com.au').methods).toEqual(['dns', 'email_code', 'admin']);
  });

  it('offers a brand without a website admin review only', () => {
    expect(brand(null)).toMatchObject({ methods: ['admin'], adminOnlyReason: 'no_website' });
  });
});

describe('brand claims: codes and records', () => {
  it('codes are 10 characters of a 32-letter alphabet, typed forgivingly', () => {
    const code = newClaimCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(CLAIM_CODE_ALPHABET).size).toBe(32);
    expect(new Set(Array.from({ length: 50 }, newClaimCode)).size).toBe(50);
    expect(formatClaimCode('K7Q2M9XH4T')).toBe('K7Q2M-9XH4T');
    expect(normalizeClaimCode(' k7q2m-9xh4t ')).toBe('K7Q2M9XH4T');
    expect(normalizeClaimCode('O1LI0')).toBe('01110');
    expect(verifyBrandClaimSchema.parse({ code: 'k7q2m 9xh4t' })).toEqual({ code: 'K7Q2M9XH4T' });
    expect(verifyBrandClaimSchema.safeParse({ code: '123456' }).success).toBe(false);
    expect(verifyBrandClaimSchema.safeParse({ code: 'K7Q2M9XH4U' }).success).toBe(false);
  });

  it('DNS values carry 130 random bits', () => {
    expect(newDnsToken()).toMatch(/^updately-claim=[0-9a-hjkmnp-tv-z]{26}$/);
    expect(newDnsToken()).not.toBe(newDnsToken());
  });

  it('a claim without a path is a code claim with an address, or an admin review without', () => {
    const id = '0b8f5a0e-9c1f-4c7e-8a7d-2d4b7c1e9f00';
    expect(createBrandClaimSchema.parse({ brand_id: id, email: 'Admin@X.com' })).toMatchObject({
      method: 'email_code',
      email: 'admin@x.com',
    });
    expect(createBrandClaimSchema.parse({ brand_id: id }).method).toBe('admin');
    expect(createBrandClaimSchema.safeParse({ brand_id: id, method: 'email_code' }).success).toBe(
      false,
    );
    expect(
      createBrandClaimSchema.safeParse({ brand_id: id, method: 'dns', email: 'a@x.com' }).success,
    ).toBe(false);
  });
});
