import { describe, expect, it } from 'vitest';

import {
  EMPTY_START_JOURNEY_VALUES,
  toStartJourneyInput,
  type StartJourneyValues,
} from './start-journey-input';

const values = (overrides: Partial<StartJourneyValues>): StartJourneyValues => ({
  ...EMPTY_START_JOURNEY_VALUES,
  ...overrides,
});
const BRUNSWICK = {
  street: '1 Smith St',
  suburb: 'Brunswick',
  state: 'VIC',
  postcode: '3056',
} as const;

describe('toStartJourneyInput', () => {
  it('trims and sanitises the name', () => {
    const result = toStartJourneyInput(
      values({ type: 'getting_hacked', name: '  <img src=x onerror=alert(1)>Trip  ' }),
    );
    expect(result).toEqual({ ok: true, input: { type: 'getting_hacked', name: 'Trip' } });
  });

  it('refuses a name that is only markup', () => {
    const result = toStartJourneyInput(values({ type: 'graduation', name: '<b></b>' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.name).toBeTruthy();
  });

  it('sends a Moving Home journey its address in parts, moving day, and new email and phone', () => {
    const result = toStartJourneyInput(
      values({
        type: 'moving_house',
        name: 'Move',
        ...BRUNSWICK,
        street: ' 1 Smith St ',
        moving_date: '2027-03-14',
        target_email: 'left@over.example',
        target_phone: '0400 000 000',
      }),
    );
    expect(result).toEqual({
      ok: true,
      input: {
        type: 'moving_house',
        name: 'Move',
        new_address: BRUNSWICK,
        moving_date: '2027-03-14',
        target_email: 'left@over.example',
        target_phone: '0400 000 000',
      },
    });
  });

  it('requires a move to have its new address, each part named, state and postcode agreeing', () => {
    expect(toStartJourneyInput(values({ type: 'moving_house', name: 'Move' }))).toEqual({
      ok: false,
      errors: {
        street: 'Enter the street address, e.g. 7 Sydney Road.',
        suburb: 'Enter the suburb or town.',
        state: 'Choose the state or territory.',
        postcode: 'Enter the 4-digit postcode.',
      },
    });
    expect(
      toStartJourneyInput(
        values({ type: 'moving_house', name: 'Move', ...BRUNSWICK, state: 'QLD' }),
      ),
    ).toEqual({
      ok: false,
      errors: { postcode: 'Postcode 3056 is not in QLD: check the state or the postcode.' },
    });
  });

  it('leaves optional blanks out', () => {
    const result = toStartJourneyInput(values({ type: 'changing_jobs', name: 'New job' }));
    expect(result).toEqual({ ok: true, input: { type: 'changing_jobs', name: 'New job' } });
  });

  it('validates a new email and phone only when given', () => {
    const bad = toStartJourneyInput(
      values({
        type: 'changing_jobs',
        name: 'New job',
        target_email: 'not-an-email',
        target_phone: 'call me',
      }),
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        target_email: 'Enter a valid new email address.',
        target_phone: 'Enter a valid new phone number.',
      },
    });
    const good = toStartJourneyInput(
      values({
        type: 'changing_jobs',
        name: 'New job',
        target_email: 'ada@work.example',
        target_phone: '+61 400 000 000',
      }),
    );
    expect(good.ok).toBe(true);
  });

  it('asks for a type and a name, both at once', () => {
    expect(toStartJourneyInput(values({ name: 'x' }))).toEqual({
      ok: false,
      errors: { type: 'Choose a journey type.' },
    });
    expect(toStartJourneyInput(values({ name: '  ' }))).toEqual({
      ok: false,
      errors: {
        type: 'Choose a journey type.',
        name: 'Enter a name for the journey using words, not markup.',
      },
    });
  });
});

describe('toStartJourneyInput acting for someone else', () => {
  const values = {
    ...EMPTY_START_JOURNEY_VALUES,
    type: 'getting_hacked' as const,
    name: "Mum's accounts",
    subject: 'attorney_for' as const,
    acting_role: 'attorney' as const,
  };

  it('sends the subject, the role and the name', () => {
    expect(toStartJourneyInput({ ...values, subject_name: ' Margaret Chen ' })).toEqual({
      ok: true,
      input: {
        type: 'getting_hacked',
        name: "Mum's accounts",
        subject: 'attorney_for',
        acting_role: 'attorney',
        subject_name: 'Margaret Chen',
      },
    });
  });

  it('asks for their name', () => {
    expect(toStartJourneyInput(values)).toEqual({
      ok: false,
      errors: { subject_name: 'Enter their full name.' },
    });
  });
});
