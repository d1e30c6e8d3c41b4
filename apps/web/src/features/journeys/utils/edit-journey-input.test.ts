import { describe, expect, it } from 'vitest';

import { toUpdateJourneyInput, type EditJourneyValues } from './edit-journey-input';

const blank: EditJourneyValues = {
  name: '',
  target_address: '',
  moving_date: '',
  target_email: '',
  target_phone: '',
  subject: 'self',
  acting_role: '',
  subject_name: '',
};

describe('toUpdateJourneyInput', () => {
  it('sends the sanitised name and the targets of the type (blank clears)', () => {
    expect(
      toUpdateJourneyInput('moving_house', {
        ...blank,
        name: ' <b>Big</b> move ',
        target_address: ' 2 New Rd ',
        target_email: 'new@example.com',
      }),
    ).toEqual({
      ok: true,
      input: {
        name: 'Big move',
        target_address: '2 New Rd',
        moving_date: '',
        target_email: 'new@example.com',
        target_phone: '',
      },
    });
  });

  it('leaves out an address for an event that sends none', () => {
    expect(
      toUpdateJourneyInput('getting_hacked', {
        ...blank,
        name: 'Hacked',
        target_address: '2 New Rd',
      }),
    ).toEqual({ ok: true, input: { name: 'Hacked', target_email: '', target_phone: '' } });
  });

  it('validates email and phone for the other types', () => {
    expect(
      toUpdateJourneyInput('getting_married', { ...blank, name: 'Wedding', target_email: 'x' }),
    ).toEqual({ ok: false, errors: { target_email: 'Enter a valid new email address.' } });
  });

  it('refuses an empty name', () => {
    const result = toUpdateJourneyInput('graduation', { ...blank, name: '   ' });
    expect(result.ok).toBe(false);
  });

  it('sends who it is for only when it changed', () => {
    const before = {
      subject: 'attorney_for',
      acting_role: 'attorney',
      subject_name: 'Mum',
    } as const;
    const values = { ...blank, ...before, name: 'Move' };
    expect(toUpdateJourneyInput('moving_house', values, before)).toMatchObject({
      ok: true,
      input: { name: 'Move' },
    });
    const result = toUpdateJourneyInput(
      'moving_house',
      { ...values, subject_name: 'Margaret Chen' },
      before,
    );
    expect(result).toMatchObject({
      ok: true,
      input: { subject: 'attorney_for', acting_role: 'attorney', subject_name: 'Margaret Chen' },
    });
    expect(
      toUpdateJourneyInput('moving_house', { ...values, subject: 'self', acting_role: '' }, before),
    ).toMatchObject({ ok: true, input: { subject: 'self', acting_role: null } });
  });
});
