import { getDomain } from 'tldts';
import type { AdminBrandClaimMatch } from '@updately/shared/business-api';
import { registrableDomain } from './claim-domains';

/** Words that say what kind of company it is, not which one. */
const LEGAL_WORDS = new Set([
  'the',
  'pty',
  'ltd',
  'limited',
  'inc',
  'llc',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'group',
  'holdings',
  'australia',
  'australian',
  'au',
]);

function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !LEGAL_WORDS.has(word));
}

/**
 * "Origin Energy Pty Ltd" matches "Origin Energy", and "Origin" matches "Origin Energy" (the same
 * leading words); "CommBank" matches "Comm Bank"; "Bank" does not match "Commonwealth Bank".
 */
export function organizationNameMatches(organizationName: string, brandName: string): boolean {
  const org = nameWords(organizationName);
  const brand = nameWords(brandName);
  if (org.length === 0 || brand.length === 0) return false;
  if (org.join('') === brand.join('')) return true;
  const [shorter, longer] = org.length < brand.length ? [org, brand] : [brand, org];
  return shorter.every((word, index) => word === longer[index]);
}

function emailDomain(email: string | null): string | null {
  const host = email?.split('@')[1]?.toLowerCase();
  return host ? (getDomain(host, { allowPrivateDomains: true }) ?? host) : null;
}

/**
 * What an admin weighs before approving: does the person asking write from the brand's own domain,
 * and is the organisation named like the brand? Approving routes the brand's customers' data.
 */
export function claimMatch(input: {
  brandName: string;
  brandWebsite: string | null;
  organizationName: string;
  requesterEmail: string | null;
}): AdminBrandClaimMatch {
  const brandDomain = registrableDomain(input.brandWebsite);
  const requesterDomain = emailDomain(input.requesterEmail);
  return {
    brand_domain: brandDomain,
    requester_domain: requesterDomain,
    email_domain_matches: brandDomain && requesterDomain ? brandDomain === requesterDomain : null,
    organization_name_matches: organizationNameMatches(input.organizationName, input.brandName),
  };
}
