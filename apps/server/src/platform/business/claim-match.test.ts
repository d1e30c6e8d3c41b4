import { describe, expect, it } from 'vitest';
import { claimMatch, organizationNameMatches } from './claim-match';

describe('claimMatch', () => {
  it('matches a requester at the brand’s registrable domain and a like-named organisation', () => {
    expect(
      claimMatch({
        brandName: 'Origin Energy',
        brandWebsite: 'https://www.originenergy.com.au/home',
        organizationName: 'Origin Energy Pty Ltd',
        requesterEmail: 'ops@mail.originenergy.com.au',
      }),
    ).toEqual({
      brand_domain: 'originenergy.com.au',
      requester_domain: 'originenergy.com.au',
      email_domain_matches: true,
      organization_name_matches: true,
    });
  });

  it("flags the walk's case: Origin Energy's person claiming Netflix", () => {
    expect(
      claimMatch({
        brandName: 'Netflix',
        brandWebsite: 'https://www.netflix.com/au/',
        organizationName: 'Origin Energy',
        requesterEmail: 'biz@example.com',
      }),
    ).toMatchObject({ email_domain_matches: false, organization_name_matches: false });
  });

  it('cannot check the email domain of a brand without a website', () => {
    expect(
      claimMatch({
        brandName: 'Corner Shop',
        brandWebsite: null,
        organizationName: 'Corner Shop',
        requesterEmail: 'me@example.com',
      }).email_domain_matches,
    ).toBeNull();
  });

  it('ignores legal words, case and punctuation, but not a different name', () => {
    expect(organizationNameMatches('The AGL Group', 'AGL')).toBe(true);
    expect(organizationNameMatches('Telstra Corporation Limited', 'Telstra')).toBe(true);
    expect(organizationNameMatches('Pty Ltd', 'Telstra')).toBe(false);
    expect(organizationNameMatches('Bank', 'Commonwealth Bank')).toBe(false);
  });
});
