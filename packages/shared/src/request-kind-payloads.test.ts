import { describe, expect, it } from 'vitest';
import {
  addDependantDetailsSchema,
  changeOfEmploymentDetailsSchema,
  isoToday,
  looksSecret,
  notificationOfDeathDetailsSchema,
  SECRET_TEXT_MESSAGE,
  secureAccountDetailsSchema,
} from './request-kind-payloads';

const daysFromToday = (days: number) => isoToday(new Date(Date.now() + days * 86_400_000));
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const death = (date_of_death: string, date_of_birth = '1940-02-03') => ({
  deceased: {
    full_name: 'Margaret Nguyen',
    date_of_birth,
    date_of_death,
    last_address: '7 Sydney Road, Coburg VIC 3058',
  },
  notifier: { name: 'Alex Nguyen', relationship: 'executor', address: '1 Hay St, Perth WA 6000' },
});

describe('the details each event asks for', () => {
  it('refuses a date of death in the future, or before the birth', () => {
    expect(notificationOfDeathDetailsSchema.safeParse(death(daysFromToday(-3))).success).toBe(true);
    expect(messages(notificationOfDeathDetailsSchema.safeParse(death(daysFromToday(2))))).toEqual([
      'The date of death cannot be in the future.',
    ]);
    expect(
      messages(notificationOfDeathDetailsSchema.safeParse(death('1939-01-01', '1940-02-03'))),
    ).toEqual(['The date of death cannot be before the date of birth.']);
  });

  it("keeps a child's birth date within the last year, not in the future", () => {
    const child = (date_of_birth: string) => ({
      given_names: 'Mia',
      family_name: 'Nguyen',
      date_of_birth,
      relationship: 'daughter',
      action: 'add_to_policy',
    });
    expect(addDependantDetailsSchema.safeParse(child(daysFromToday(-30))).success).toBe(true);
    expect(messages(addDependantDetailsSchema.safeParse(child(daysFromToday(-400))))).toEqual([
      "The child's date of birth must be within the last year.",
    ]);
    expect(messages(addDependantDetailsSchema.safeParse(child(daysFromToday(5))))).toEqual([
      "The child's date of birth cannot be in the future.",
    ]);
  });

  it('takes a new employer with an optional 11-digit ABN, or a completed study', () => {
    const job = { type: 'employer', employer_name: 'Acme', start_date: '2026-12-01' };
    expect(changeOfEmploymentDetailsSchema.safeParse(job).success).toBe(true);
    expect(
      changeOfEmploymentDetailsSchema.safeParse({ ...job, employer_abn: '51 824 753 556' }).success,
    ).toBe(true);
    expect(
      messages(changeOfEmploymentDetailsSchema.safeParse({ ...job, employer_abn: '1234' })),
    ).toEqual(['An ABN has 11 digits.']);
    expect(
      changeOfEmploymentDetailsSchema.safeParse({
        type: 'study',
        study_completed_on: daysFromToday(-10),
      }).success,
    ).toBe(true);
  });
});

describe('a hacked account never carries a secret', () => {
  it.each([
    'my password is hunter2',
    'Password: Tr0ub4dor&3',
    'they sent the code 482913 to my phone',
    'pin: 4821',
    'card 4111 1111 1111 1111 was used',
    'my api key sk_live_9fA8b7C6d5E4f3G2',
  ])('refuses "%s"', (text) => {
    expect(looksSecret(text)).toBe(true);
    const result = secureAccountDetailsSchema.safeParse({
      date_noticed: daysFromToday(-1),
      what_happened: text,
      actions: ['lock_access'],
    });
    expect(messages(result)).toEqual([SECRET_TEXT_MESSAGE]);
  });

  it.each([
    'Someone changed my email and bought two gift cards.',
    'I got an SMS from the bank about a login I did not make on 3 March.',
    'My account was used to post spam.',
  ])('takes "%s"', (text) => {
    expect(looksSecret(text)).toBe(false);
  });
});
