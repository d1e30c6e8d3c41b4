import { describe, expect, it } from 'vitest';
import { companyMail, type CompanyMailInput } from './company-mail';

const input: CompanyMailInput = {
  kind: 'request',
  appName: 'Updately',
  appHost: 'updately.example',
  to: 'privacy@company.example',
  companyName: 'Example Energy',
  reference: 'UPD-7K3M-9QX2',
  attempt: 1,
  items: [
    { field: 'full_name', value: 'Alex <b>Nguyen</b>' },
    { field: 'account_email', value: 'alex@example.com' },
    { field: 'address', value: '12 Sydney Road, Brunswick VIC 3056' },
  ],
  effectiveDate: '2027-03-03',
  consent: { givenAt: new Date('2026-11-25T05:00:00Z'), version: '1.0', text: 'I ask Updately…' },
  links: {
    updated: 'https://updately.example/company/updates/t/updated',
    cannotUpdate: 'https://updately.example/company/updates/t/cannot-update',
    expiresAt: new Date('2027-01-24T05:00:00Z'),
  },
};

describe('company mail', () => {
  it('says what changes, from when, the reference, the consent and the two links', () => {
    const mail = companyMail(input);
    expect(mail.subject).toBe(
      'Change of address for your customer Alex <b>Nguyen</b> (ref UPD-7K3M-9QX2)',
    );
    expect(mail.text).toContain('New address: 12 Sydney Road, Brunswick VIC 3056');
    expect(mail.text).toContain('Effective from: 3 March 2027');
    expect(mail.text).toContain('consent on 25 November 2026 (consent version 1.0)');
    expect(mail.text).toContain(`Updated: ${input.links!.updated}`);
    expect(mail.text).toContain(`Can't update (tell us why): ${input.links!.cannotUpdate}`);
    expect(mail.html).toContain('Alex &#60;b&#62;Nguyen&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Nguyen');
  });

  it('is the same message every time for an attempt, with a Message-ID of its own', () => {
    expect(companyMail(input)).toEqual(companyMail(input));
    expect(companyMail(input).messageId).toBe('<UPD-7K3M-9QX2.1.request@updately.example>');
    expect(companyMail({ ...input, kind: 'reminder', sequence: 2 }).messageId).toBe(
      '<UPD-7K3M-9QX2.1.reminder2@updately.example>',
    );
  });

  it('asks a cancelled request to be disregarded, without links', () => {
    const mail = companyMail({ ...input, kind: 'cancelled', links: null });
    expect(mail.subject).toMatch(/^Cancelled: /);
    expect(mail.text).toContain('please disregard');
    expect(mail.text).not.toContain('Updated:');
  });
});
