import { describe, expect, it } from 'vitest';
import { followUpLetter, type FollowUpLetterInput } from './follow-up-letter';

const input: FollowUpLetterInput = {
  appName: 'Updately',
  companyName: 'Example Energy',
  to: 'privacy@energy.example',
  channel: 'email',
  reference: 'UPD-7K3M-9QX2',
  kind: 'change_of_contact',
  items: [
    { field: 'full_name', value: 'Alex Nguyen' },
    { field: 'email', value: 'alex@new.example' },
  ],
  sentAt: new Date('2026-11-01T01:00:00Z'),
  expectedBy: '2026-12-01',
  personName: 'Alex Nguyen',
};

describe('follow-up letter', () => {
  it('says what was asked, when, by when, APP 13 and the way to the OAIC, in plain text', () => {
    const letter = followUpLetter(input);
    expect(letter).toEqual(followUpLetter(input));
    expect(letter.to).toBe('privacy@energy.example');
    expect(letter.subject).toBe(
      'Follow-up: Change of contact details (ref UPD-7K3M-9QX2) — no answer yet',
    );
    expect(letter.body).toContain(
      'On 1 November 2026, Updately wrote to you on my behalf, with my consent, about a change of contact details (reference UPD-7K3M-9QX2).',
    );
    expect(letter.body).toContain('- New email: alex@new.example');
    expect(letter.body).toContain('An answer was expected by 1 December 2026');
    expect(letter.body).toContain(
      'Under Australian Privacy Principle 13 (Privacy Act 1988), when asked to correct personal information you hold, you must take reasonable steps to correct it within a reasonable period.',
    );
    expect(letter.body).toContain('usually within 30 days');
    expect(letter.body).toContain('written reasons for the refusal');
    expect(letter.body).toContain('https://www.oaic.gov.au/privacy/privacy-complaints');
    expect(letter.body.trim().split('\n').at(-1)).toBe('Alex Nguyen');
  });

  it('speaks for the person on their own checklist, and reads a death notification in words', () => {
    const letter = followUpLetter({
      ...input,
      channel: 'manual',
      to: null,
      kind: 'notification_of_death',
      items: [
        { field: 'full_name', value: 'Robin Nguyen' },
        { field: 'instruction', value: 'hold_until_probate' },
        { field: 'deceased_name', value: 'Robin Nguyen' },
        { field: 'deceased_date_of_birth', value: '1950-02-01' },
        { field: 'date_of_death', value: '2026-10-30' },
        { field: 'deceased_last_address', value: '3 Elm Street' },
        { field: 'notifier_name', value: 'Alex Nguyen' },
        { field: 'notifier_relationship', value: 'executor' },
        { field: 'notifier_address', value: '12 Sydney Road' },
      ],
    });
    expect(letter.to).toBeNull();
    expect(letter.body).toContain(
      'On 1 November 2026 I wrote to you about a notification of death',
    );
    expect(letter.body).toContain(
      '- The instruction for this account: Hold the account until probate',
    );
    expect(letter.body).toContain('Where this request concerns personal information you hold');
    expect(letter.body).not.toContain('hold_until_probate');
  });
});

describe('follow-up letter acting for someone else', () => {
  it('says how the person writes and signs with their role', () => {
    const letter = followUpLetter({
      ...input,
      acting: { subject: 'partner', role: 'partner', name: 'Pat Lee', person: 'Alex Nguyen' },
    });
    expect(letter.body).toContain('I am writing as the partner of Pat Lee.');
    expect(letter.body.trim().split('\n').at(-1)).toBe('Alex Nguyen (Partner)');
  });
});
