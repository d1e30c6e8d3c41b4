import type { AdminBrandClaim } from '@updately/shared/business-api';

/** The email-domain check in words: approving routes the brand's customers' data. */
export function emailDomainCheck({ match }: AdminBrandClaim): string {
  if (match.email_domain_matches === null) {
    return match.brand_domain
      ? 'Email domain: can’t be checked (no requester email)'
      : 'Email domain: can’t be checked (the brand has no website)';
  }
  return match.email_domain_matches
    ? `Email domain matches the brand (${match.brand_domain})`
    : `Email domain does not match: the requester writes from ${match.requester_domain}, the brand’s website is ${match.brand_domain}`;
}

export function organizationNameCheck(claim: AdminBrandClaim): string {
  return claim.match.organization_name_matches
    ? `Organisation name matches the brand (${claim.organization_name} · ${claim.brand.name})`
    : `Organisation name does not match the brand (${claim.organization_name} · ${claim.brand.name})`;
}

/** Both checks as a list, with a word for the mismatches (not colour alone). */
export function ClaimMatchSummary({ claim }: { claim: AdminBrandClaim }) {
  const checks = [
    { text: emailDomainCheck(claim), ok: claim.match.email_domain_matches },
    { text: organizationNameCheck(claim), ok: claim.match.organization_name_matches },
  ];
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {checks.map((check) => (
        <li
          key={check.text}
          className={check.ok === false ? 'font-medium text-destructive' : undefined}
        >
          {check.ok === false ? 'Warning: ' : null}
          {check.text}
        </li>
      ))}
    </ul>
  );
}
