import { describe, expect, it } from 'vitest';
import {
  maskDate,
  maskEmail,
  maskJourneyAuditValues,
  maskPhone,
  maskText,
} from './admin-journeys-mask';

describe('journey masks', () => {
  it('keeps the first character of text and hides its length', () => {
    expect(maskText('Moving to Brunswick, March 2027')).toBe('M••••');
    expect(maskText('  12 Sydney Road ')).toBe('1••••');
    expect(maskText('Zoë')).toBe(maskText('Zebra crossing at 4 Elm St'));
    expect(maskText('😀 party')).toBe('😀••••');
    expect(maskText('')).toBeNull();
    expect(maskText('   ')).toBeNull();
    expect(maskText(null)).toBeNull();
  });

  it('keeps an email’s first character and its domain', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('a••••@example.com');
    expect(maskEmail('a@b@example.com')).toBe('a••••@example.com');
    expect(maskEmail('not-an-email')).toBe('n••••');
    expect(maskEmail('@example.com')).toBe('@••••');
    expect(maskEmail(null)).toBeNull();
  });

  it('keeps only the last two digits of a phone number', () => {
    expect(maskPhone('+61 412 345 678')).toBe('••••78');
    expect(maskPhone('12345')).toBe('••••');
    expect(maskPhone('')).toBeNull();
    expect(maskPhone(undefined)).toBeNull();
  });

  it('hides dates whole', () => {
    expect(maskDate('2027-03-03')).toBe('••••-••-••');
    expect(maskDate(null)).toBeNull();
  });

  it('masks a journey’s personal values in audit entries and leaves the rest', () => {
    expect(
      maskJourneyAuditValues({
        name: 'Moving to Brunswick',
        target_address: '12 Sydney Road, Brunswick',
        target_email: 'ada@example.com',
        target_phone: '+61 412 345 678',
        moving_date: '2027-03-03',
        status: 'active',
        type: 'moving_house',
      }),
    ).toEqual({
      name: 'M••••',
      target_address: '1••••',
      target_email: 'a••••@example.com',
      target_phone: '••••78',
      moving_date: '••••-••-••',
      status: 'active',
      type: 'moving_house',
    });
    expect(maskJourneyAuditValues(null)).toBeNull();
    expect(maskJourneyAuditValues({ linked_count: 3 })).toEqual({ linked_count: 3 });
  });
});
