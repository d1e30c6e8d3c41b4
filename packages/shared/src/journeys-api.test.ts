import { describe, expect, it } from 'vitest';
import {
  createJourneySchema,
  isValidJourneyPhone,
  journeyTargetFields,
  misplacedJourneyTarget,
  updateJourneyFootprintSchema,
} from './journeys-api';

describe('start-journey payload', () => {
  it('asks every event for an email and phone, and the events that move an address for one', () => {
    const all = ['target_address', 'moving_date', 'target_email', 'target_phone'];
    expect(journeyTargetFields('moving_house')).toEqual(all);
    expect(journeyTargetFields('getting_married')).toEqual(all);
    expect(journeyTargetFields('getting_hacked')).toEqual(['target_email', 'target_phone']);
    expect(journeyTargetFields('losing_loved_one')).toEqual(['target_email', 'target_phone']);
    expect(misplacedJourneyTarget('moving_house', { target_email: 'a@b.co' })).toBe(undefined);
    expect(misplacedJourneyTarget('getting_hacked', { target_address: '1 Road' })).toBe(
      'target_address',
    );
    expect(
      misplacedJourneyTarget('getting_hacked', { target_address: '', moving_date: null }),
    ).toBe(undefined);
    expect(misplacedJourneyTarget('losing_loved_one', { moving_date: '2027-01-01' })).toBe(
      'moving_date',
    );
  });

  it('requires a type and a non-empty trimmed name', () => {
    expect(createJourneySchema.safeParse({ type: 'graduation', name: ' Grad ' }).data).toEqual({
      type: 'graduation',
      name: 'Grad',
    });
    expect(createJourneySchema.safeParse({ type: 'graduation', name: '  ' }).success).toBe(false);
    expect(createJourneySchema.safeParse({ name: 'Grad' }).success).toBe(false);
  });

  it('validates a new email and phone only when given', () => {
    const parse = (targets: object) =>
      createJourneySchema.safeParse({ type: 'changing_jobs', name: 'Job', ...targets }).success;
    expect(parse({ target_email: '', target_phone: '' })).toBe(true);
    expect(parse({ target_email: 'me@work.example' })).toBe(true);
    expect(parse({ target_email: 'me@work' })).toBe(false);
    expect(parse({ target_phone: '(02) 9999 0000' })).toBe(true);
    expect(parse({ target_phone: 'call me' })).toBe(false);
  });

  it('accepts phone numbers of 6 to 15 digits', () => {
    expect(isValidJourneyPhone('+61 400 000 000')).toBe(true);
    expect(isValidJourneyPhone('12345')).toBe(false);
    expect(isValidJourneyPhone('1234567890123456')).toBe(false);
  });
});

describe('linked footprint change', () => {
  it('needs something to change and takes partial fields', () => {
    expect(updateJourneyFootprintSchema.safeParse({}).success).toBe(false);
    expect(
      updateJourneyFootprintSchema.safeParse({ fields_to_update: { phone: true } }).data,
    ).toEqual({ fields_to_update: { phone: true } });
  });
});
