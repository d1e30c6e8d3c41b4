import { CONFIDENTIALITY_REQUEST } from '@updately/shared/safe-mode';
import { describe, expect, it } from 'vitest';
import { payloadToValues } from '@updately/shared/request-kind-fields';
import type { KindPayload } from '@updately/shared/request-kind-payloads';
import type { UpdateField } from '@updately/shared/updates-api';
import { companyMail, type CompanyMailInput } from './company-mail';

const input: CompanyMailInput = {
  kind: 'request',
  requestKind: 'change_of_address',
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
  expectedBy: '2026-12-25',
  consent: { givenAt: new Date('2026-11-25T05:00:00Z'), version: '1.0', text: 'I ask Updately…' },
  links: {
    updated: 'https://updately.example/company/updates/t/updated',
    cannotUpdate: 'https://updately.example/company/updates/t/cannot-update',
    noAccount: 'https://updately.example/company/updates/t/no-account',
    expiresAt: new Date('2027-01-24T05:00:00Z'),
  },
};

const identity = [
  { field: 'full_name' as const, value: 'Alex Nguyen' },
  { field: 'account_email' as const, value: 'alex@example.com' },
];

/** The mail for one kind's payload, as the dispatcher builds it from the stored values. */
function mailOf(payload: KindPayload, name = identity) {
  const items = [...name, ...payloadToValues(payload)] as { field: UpdateField; value: string }[];
  return companyMail({ ...input, requestKind: payload.kind, items });
}

const APP_13 = 'Australian Privacy Principle 13';

/** No stored field's raw shape leaks: no JSON, no codes. */
function expectReadable(text: string) {
  expect(text).not.toMatch(/[{}[\]]/);
  expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
}

describe('company mail', () => {
  it('asks to keep the new address confidential when the request is (safe mode), in text and HTML', () => {
    const mail = companyMail({ ...input, confidential: true });
    expect(mail.text).toContain(CONFIDENTIALITY_REQUEST);
    expect(mail.html).toContain('Please mark this new address as confidential');
    expect(companyMail(input).text).not.toContain(CONFIDENTIALITY_REQUEST);
    expect(companyMail({ ...input, kind: 'cancelled', confidential: true }).text).not.toContain(
      CONFIDENTIALITY_REQUEST,
    );
  });

  it('names every holder of a joint account, in the text and the escaped HTML', () => {
    const mail = companyMail({
      ...input,
      items: [...identity, ...input.items.slice(2)] as CompanyMailInput['items'],
      jointHolders: ['Sam <i>Lee</i>'],
    });
    expect(mail.text).toContain(
      'This request is for Alex Nguyen and Sam <i>Lee</i>, who hold this account jointly.',
    );
    expect(mail.text).toContain('Joint account holders: Alex Nguyen and Sam <i>Lee</i>');
    expect(mail.text).toContain('Sam <i>Lee</i> gave the same consent too.');
    expect(mail.text).toContain('on behalf of Alex Nguyen and Sam <i>Lee</i>');
    expect(mail.html).toContain('Sam &#60;i&#62;Lee&#60;/i&#62;');
    expect(mail.html).not.toContain('<i>Lee');
    const alone = companyMail({ ...input, jointHolders: [] });
    expect(alone.text).not.toContain('jointly');
  });

  it('says what changes, from when, by when, the reference, the consent and the links', () => {
    const mail = companyMail(input);
    expect(mail.subject).toBe(
      'Change of address for your customer Alex <b>Nguyen</b> (ref UPD-7K3M-9QX2)',
    );
    expect(mail.text).toContain('New address: 12 Sydney Road, Brunswick VIC 3056');
    expect(mail.text).toContain('Effective from: 3 March 2027');
    expect(mail.text).toContain('Please answer by: 25 December 2026');
    expect(mail.text).toContain('consent on 25 November 2026 (consent version 1.0)');
    expect(mail.text).toContain(`Updated: ${input.links!.updated}`);
    expect(mail.text).toContain(`Can't update (tell us why): ${input.links!.cannotUpdate}`);
    expect(mail.text).toContain(APP_13);
    expect(mail.text).toContain('written reasons');
    // Only a death notification offers "No account held".
    expect(mail.text).not.toContain('No account held');
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
    expect(mail.subject).toMatch(/^Cancelled: change of address/);
    expect(mail.text).toContain('please disregard');
    expect(mail.text).not.toContain('Updated:');
    expect(mail.text).not.toContain('Please answer by');
  });

  it('shows a new address in one line, never its parts', () => {
    const mail = mailOf({
      kind: 'change_of_address',
      payload: {
        address: '12 Sydney Road, Brunswick VIC 3056',
        address_parts: {
          unit: null,
          number: '12',
          street: 'Sydney',
          street_type: 'Road',
          suburb: 'Brunswick',
          state: 'VIC',
          postcode: '3056',
          country: 'AU',
        },
        postal_address: 'PO Box 1, Brunswick VIC 3056',
      },
    });
    expect(mail.text).toContain('New address: 12 Sydney Road, Brunswick VIC 3056');
    expect(mail.text).toContain('New postal address: PO Box 1, Brunswick VIC 3056');
    expect(mail.text).not.toContain('street_type');
    expect(mail.text).toContain('has moved and asks you to correct the address');
    expect(mail.text).not.toContain('(in parts)');
    expect(mail.text).toContain(APP_13);
  });

  it('asks for new contact details under APP 13', () => {
    const mail = mailOf({
      kind: 'change_of_contact',
      payload: { email: 'alex@new.example', phone: '0412 345 678' },
    });
    expect(mail.subject).toBe(
      'Change of email and phone for your customer Alex Nguyen (ref UPD-7K3M-9QX2)',
    );
    expect(mail.text).toContain('New email: alex@new.example');
    expect(mail.text).toContain('New phone: 0412 345 678');
    expect(mail.text).toContain(APP_13);
    expectReadable(mail.text.replace(/https?:\S+/g, ''));
  });

  it('asks for a name change, from the former name, with its basis in words', () => {
    const mail = mailOf({
      kind: 'change_of_name',
      payload: {
        former_name: 'Alex Nguyen',
        given_names: 'Alex',
        family_name: 'Tran',
        basis: 'change_of_name_certificate',
      },
    });
    expect(mail.subject).toBe('Change of name for your customer Alex Nguyen (ref UPD-7K3M-9QX2)');
    expect(mail.text).toContain('has changed their name to Alex Tran');
    expect(mail.text).toContain('Basis of the change: Change-of-name certificate');
    expect(mail.text).toContain(APP_13);
    expectReadable(mail.text.replace(/https?:\S+/g, ''));
  });

  it('reads a death notification as one: the deceased, the notifier, the instruction in words', () => {
    const mail = mailOf(
      {
        kind: 'notification_of_death',
        payload: {
          deceased: {
            full_name: 'Robin Nguyen',
            date_of_birth: '1950-02-01',
            date_of_death: '2026-10-30',
            last_address: '3 Elm Street, Ballarat VIC 3350',
          },
          notifier: { name: 'Alex Nguyen', relationship: 'executor', address: '12 Sydney Road' },
          instruction: 'close_account',
        },
      },
      [{ field: 'full_name', value: 'Robin Nguyen' }],
    );
    expect(mail.subject).toBe('Notification of death: Robin Nguyen (ref UPD-7K3M-9QX2)');
    expect(mail.text).toContain('with the sad news that Robin Nguyen has died');
    expect(mail.text).toContain('Notified by: Alex Nguyen');
    expect(mail.text).toContain('Relationship: Executor');
    expect(mail.text).toContain('Date of death: 30 October 2026');
    expect(mail.text).toContain('The instruction for this account: Close the account');
    expect(mail.text).toContain(`No account held: ${input.links!.noAccount}`);
    expect(mail.html).toContain('No account held</a>');
    expect(mail.text).not.toContain('close_account');
    expect(mail.text).not.toContain(APP_13);
    expect(mail.text).not.toContain('for your customer');
    expectReadable(mail.text.replace(/https?:\S+/g, ''));
  });

  it('lists the actions asked of a hacked account and never asks for a secret', () => {
    const mail = mailOf({
      kind: 'secure_account',
      payload: {
        date_noticed: '2026-11-20',
        what_happened: 'Someone changed my email and bought gift cards.',
        actions: ['lock_access', 'end_sessions'],
      },
    });
    expect(mail.subject).toBe(
      'Secure the account of your customer Alex Nguyen (ref UPD-7K3M-9QX2)',
    );
    expect(mail.text).toContain('- Lock or freeze access to the account');
    expect(mail.text).toContain('- End all sessions and reset the credentials');
    expect(mail.text).toContain('We never send or ask for passwords');
    expect(mail.text).toContain('Noticed on: 20 November 2026');
    expect(mail.html).toContain('<li>Lock or freeze access to the account</li>');
    expect(mail.text).not.toContain('s 20K');
  });

  it('asks a credit reporting body for a credit ban under s 20K', () => {
    const mail = mailOf({
      kind: 'secure_account',
      payload: {
        date_noticed: '2026-11-20',
        what_happened: 'Identity theft.',
        actions: ['credit_ban'],
      },
    });
    expect(mail.subject).toBe('Request for a credit ban for Alex Nguyen (ref UPD-7K3M-9QX2)');
    expect(mail.text).toContain('section 20K of the Privacy Act 1988');
    expect(mail.text).toContain('- Put a ban on my credit report');
  });

  it('adds a dependant and records a new employer in their own words', () => {
    const baby = mailOf({
      kind: 'add_dependant',
      payload: {
        given_names: 'Mia',
        family_name: 'Nguyen',
        date_of_birth: '2026-10-01',
        relationship: 'daughter',
        action: 'add_to_policy',
      },
    });
    expect(baby.subject).toBe('Add a dependant for your customer Alex Nguyen (ref UPD-7K3M-9QX2)');
    expect(baby.text).toContain(
      'has a new child, Mia Nguyen, and asks you to add them: add to my policy',
    );
    expect(baby.text).toContain('Relationship: Daughter');
    expectReadable(baby.text.replace(/https?:\S+/g, ''));

    const job = mailOf({
      kind: 'change_of_employment',
      payload: {
        employer_name: 'Acme Pty Ltd',
        employer_abn: '51 824 753 556',
        start_date: '2027-01-10',
      },
    });
    expect(job.subject).toBe(
      'Change of employment for your customer Alex Nguyen (ref UPD-7K3M-9QX2)',
    );
    expect(job.text).toContain('New employer: Acme Pty Ltd');
    expect(job.text).toContain('Start date: 10 January 2027');

    const study = mailOf({
      kind: 'change_of_employment',
      payload: { study_completed_on: '2026-11-01', course: 'Bachelor of Arts' },
    });
    expect(study.text).toContain('Study completed on: 1 November 2026');
  });

  it('follows the kind in reminders and escalations', () => {
    const death = {
      ...input,
      requestKind: 'notification_of_death' as const,
      items: [
        { field: 'full_name' as const, value: 'Robin Nguyen' },
        ...(payloadToValues({
          kind: 'notification_of_death',
          payload: {
            deceased: {
              full_name: 'Robin Nguyen',
              date_of_birth: '1950-02-01',
              date_of_death: '2026-10-30',
              last_address: '3 Elm Street',
            },
            notifier: {
              name: 'Alex Nguyen',
              relationship: 'next_of_kin',
              address: '12 Sydney Road',
            },
            instruction: 'stop_payments',
          },
        }) as { field: UpdateField; value: string }[]),
      ],
    };
    const reminder = companyMail({ ...death, kind: 'reminder', sequence: 1 });
    expect(reminder.subject).toBe(
      'Reminder: notification of death: Robin Nguyen (ref UPD-7K3M-9QX2)',
    );
    expect(reminder.text).toContain('We wrote to you about the death of Robin Nguyen');
    expect(reminder.text).toContain('Stop payments and subscriptions');
    const escalation = companyMail({
      ...death,
      kind: 'escalation',
      firstSentTo: 'help@bank.example',
    });
    expect(escalation.subject).toMatch(/^Overdue: notification of death/);
    expect(escalation.text).toContain('We wrote to help@bank.example about the death of Robin');
  });
});

describe('company mail acting for someone else', () => {
  it('says the sender writes as attorney for the customer, and signs with the role', () => {
    const mail = companyMail({
      ...input,
      items: [...identity, { field: 'address', value: '12 Sydney Road, Brunswick VIC 3056' }],
      acting: {
        subject: 'attorney_for',
        role: 'attorney',
        name: 'Margaret Chen',
        person: 'Alex Nguyen',
      },
    });
    expect(mail.subject).toBe(
      'Change of address for your customer Margaret Chen (ref UPD-7K3M-9QX2)',
    );
    expect(mail.text).toContain(
      'I am writing as attorney under an enduring power of attorney for Margaret Chen.',
    );
    expect(mail.text).toContain('Customer: Margaret Chen');
    expect(mail.text).toContain(
      'Acting as: Attorney (enduring power of attorney) for Margaret Chen',
    );
    expect(mail.text).toContain('Written by: Alex Nguyen');
    expect(mail.text).toContain('Their email: alex@example.com');
    expect(mail.text).toContain('Alex Nguyen gave their consent');
    expect(mail.text).toContain('— Alex Nguyen (Attorney), through Updately');
    expect(mail.html).toContain('Alex Nguyen (Attorney), through Updately');
  });

  it('says the executor writes for the estate of the person who died', () => {
    const mail = mailOf({
      kind: 'notification_of_death',
      payload: {
        deceased: {
          full_name: 'Jane Doe',
          date_of_birth: '1940-01-01',
          date_of_death: '2026-10-01',
          last_address: '1 Main St, Hobart TAS 7000',
        },
        notifier: { name: 'Sam Doe', relationship: 'executor', address: '2 High St' },
        instruction: 'close_account',
      },
    });
    const acting = companyMail({
      ...input,
      requestKind: 'notification_of_death',
      items: [{ field: 'full_name', value: 'Jane Doe' }, ...deathItems()],
      acting: { subject: 'deceased', role: 'executor', name: 'Jane Doe', person: 'Sam Doe' },
    });
    expect(mail.text).not.toContain('I am writing as');
    expect(acting.text).toContain('I am writing as the executor of the estate of Jane Doe.');
    expect(acting.text).toContain('— Sam Doe (Executor), through Updately');
    expect(acting.text).not.toContain('Written by');
  });

  it('keeps the reminder and escalation in the same words', () => {
    const acting = {
      subject: 'child',
      role: 'parent_guardian',
      name: 'Kim Lee',
      person: 'Alex',
    } as const;
    for (const kind of ['reminder', 'escalation'] as const) {
      const mail = companyMail({ ...input, kind, acting });
      expect(mail.text).toContain('I am writing as the parent or guardian of Kim Lee.');
      expect(mail.text).toContain('— Alex (Parent or guardian), through Updately');
    }
  });
});

function deathItems() {
  return payloadToValues({
    kind: 'notification_of_death',
    payload: {
      deceased: {
        full_name: 'Jane Doe',
        date_of_birth: '1940-01-01',
        date_of_death: '2026-10-01',
        last_address: '1 Main St, Hobart TAS 7000',
      },
      notifier: { name: 'Sam Doe', relationship: 'executor', address: '2 High St' },
      instruction: 'close_account',
    },
  }) as { field: UpdateField; value: string }[];
}
