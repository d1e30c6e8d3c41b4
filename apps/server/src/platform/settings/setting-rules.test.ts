import { describe, expect, it } from 'vitest';
import { SETTING_SCHEMAS } from './platform-settings';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('follow-up timings', () => {
  const rules = SETTING_SCHEMAS.updateFollowUp;

  it('accepts increasing positive whole days, with or without reminders', () => {
    expect(
      rules.safeParse({ reminderDays: [7, 14], needsYouDays: 21, expiryDays: 45 }).success,
    ).toBe(true);
    expect(rules.safeParse({ reminderDays: [], needsYouDays: 1, expiryDays: 2 }).success).toBe(
      true,
    );
  });

  it('refuses reminders out of order, and needs-you or expiry not after what comes before', () => {
    expect(
      messages(rules.safeParse({ reminderDays: [14, 7], needsYouDays: 21, expiryDays: 45 })),
    ).toEqual(['reminderDays: Reminder days go up: each one later than the one before.']);
    expect(
      messages(rules.safeParse({ reminderDays: [7, 7], needsYouDays: 21, expiryDays: 45 })),
    ).toHaveLength(1);
    expect(
      messages(rules.safeParse({ reminderDays: [7, 14], needsYouDays: 14, expiryDays: 45 })),
    ).toEqual(['needsYouDays: Asking the person comes after the last reminder.']);
    expect(
      messages(rules.safeParse({ reminderDays: [7], needsYouDays: 21, expiryDays: 21 })),
    ).toEqual(['expiryDays: Expiry comes after asking the person.']);
  });

  it('refuses zero, negative, fractional and too many days', () => {
    for (const bad of [
      { reminderDays: [0], needsYouDays: 21, expiryDays: 45 },
      { reminderDays: [-3], needsYouDays: 21, expiryDays: 45 },
      { reminderDays: [7.5], needsYouDays: 21, expiryDays: 45 },
      { reminderDays: [7], needsYouDays: 21, expiryDays: 400 },
      { reminderDays: [1, 2, 3, 4, 5, 6], needsYouDays: 21, expiryDays: 45 },
      { reminderDays: '7', needsYouDays: 21, expiryDays: 45 },
    ]) {
      expect(rules.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('price per field', () => {
  const rules = SETTING_SCHEMAS.pricePerField;

  it('accepts 0 to 100 with at most two decimals, stored with two', () => {
    expect(rules.parse({ pricePerField: '0.5' })).toEqual({ pricePerField: '0.50' });
    expect(rules.parse({ pricePerField: '0' })).toEqual({ pricePerField: '0.00' });
    expect(rules.parse({ pricePerField: ' 100 ' })).toEqual({ pricePerField: '100.00' });
  });

  it('refuses more than 100, three decimals, negatives and words', () => {
    for (const pricePerField of ['100.01', '0.505', '-1', 'free', '', '1e2']) {
      expect(rules.safeParse({ pricePerField }).success, pricePerField).toBe(false);
    }
  });
});

describe('display settings', () => {
  const rules = SETTING_SCHEMAS.display;
  const valid = { appName: 'Updately', legalName: 'Updately Pty Ltd', abn: '51 824 753 556' };

  it('accepts a valid ABN however it is spaced, and writes it the usual way', () => {
    expect(rules.parse({ ...valid, abn: '51824753556' }).abn).toBe('51 824 753 556');
    expect(rules.parse({ ...valid, appName: '  Movely  ' }).appName).toBe('Movely');
  });

  it('refuses an ABN whose check digits do not add up (the ATO checksum of lib/config)', () => {
    expect(messages(rules.safeParse({ ...valid, abn: '51 824 753 557' }))).toEqual([
      'abn: This is not a valid ABN (its check digits do not add up).',
    ]);
    expect(rules.safeParse({ ...valid, abn: '5182475355' }).success).toBe(false);
  });

  it('refuses empty or overlong names', () => {
    expect(rules.safeParse({ ...valid, appName: '   ' }).success).toBe(false);
    expect(rules.safeParse({ ...valid, appName: 'x'.repeat(61) }).success).toBe(false);
    expect(rules.safeParse({ ...valid, legalName: '' }).success).toBe(false);
  });
});
