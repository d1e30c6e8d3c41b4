import { getDomain, getPublicSuffix } from 'tldts';
import { CLAIM_ROLE_LOCAL_PARTS, type BrandClaimMethod } from '@updately/shared/business-api';
import { PUBLIC_MAILBOX_DOMAINS, PUBLIC_MAILBOX_SUFFIXES } from './public-mailbox-domains';

/** The TXT record's label: `_updately-claim.<registrable domain>`. */
export const CLAIM_DNS_LABEL = '_updately-claim';

function websiteHost(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/**
 * The website's registrable domain by the Public Suffix List (private suffixes included, so a
 * site on `name.github.io` is `name.github.io`, never `github.io`): `https://www.commbank.com.au/x`
 * -> `commbank.com.au`. Null without a website, or for an IP address or a bare suffix.
 */
export function registrableDomain(website: string | null): string | null {
  const host = websiteHost(website);
  if (!host) return null;
  return getDomain(host, { allowPrivateDomains: true }) ?? null;
}

function suffixIsPublicMailbox(domain: string): boolean {
  const suffix = getPublicSuffix(domain) ?? '';
  return (
    suffix === 'edu' ||
    suffix.startsWith('edu.') ||
    suffix.startsWith('ac.') ||
    PUBLIC_MAILBOX_SUFFIXES.some((s) => domain === s || domain.endsWith(`.${s}`))
  );
}

/** The website is at a domain that gives mailboxes to the public (an ISP, webmail, a university). */
export function isPublicMailboxWebsite(website: string | null): boolean {
  const host = websiteHost(website);
  const domain = registrableDomain(website);
  if (!host || !domain) return false;
  const bare = host.replace(/^www\./, '');
  return (
    PUBLIC_MAILBOX_DOMAINS.includes(bare) ||
    PUBLIC_MAILBOX_DOMAINS.includes(domain) ||
    suffixIsPublicMailbox(domain)
  );
}

export type ClaimPaths = {
  domain: string | null;
  methods: BrandClaimMethod[];
  dnsRecordName: string | null;
  /** Where a code may go: role addresses at the registrable domain, then the published contact. */
  emailAddresses: string[];
  adminOnlyReason: 'no_website' | 'public_mailbox_domain' | null;
};

/**
 * How a brand may be claimed. Admin review always; DNS and a role-address code only for a brand
 * with a website whose domain does not give mailboxes to the public. The published contact is an
 * address the brand itself shows (data/brands.json records its source) or an admin set.
 */
export function claimPaths(brand: {
  website: string | null;
  contactEmail: string | null;
}): ClaimPaths {
  const domain = registrableDomain(brand.website);
  const adminOnly = { domain, methods: ['admin'] as BrandClaimMethod[], dnsRecordName: null };
  if (!domain) return { ...adminOnly, emailAddresses: [], adminOnlyReason: 'no_website' };
  if (isPublicMailboxWebsite(brand.website)) {
    return { ...adminOnly, emailAddresses: [], adminOnlyReason: 'public_mailbox_domain' };
  }
  const roles = CLAIM_ROLE_LOCAL_PARTS.map((local) => `${local}@${domain}`);
  const contact = brand.contactEmail?.trim().toLowerCase() || null;
  return {
    domain,
    methods: ['dns', 'email_code', 'admin'],
    dnsRecordName: `${CLAIM_DNS_LABEL}.${domain}`,
    emailAddresses: contact && !roles.includes(contact) ? [...roles, contact] : roles,
    adminOnlyReason: null,
  };
}

/** The exact address is one a code may go to (no other local part, no subdomain). */
export function isClaimAddress(paths: ClaimPaths, email: string): boolean {
  return paths.emailAddresses.includes(email.trim().toLowerCase());
}
