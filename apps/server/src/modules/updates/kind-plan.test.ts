import { describe, expect, it } from 'vitest';
import { payloadToValues, valuesToPayload } from '@updately/shared/request-kind-fields';
import {
  answerValues,
  defaultInstruction,
  kindEffectiveDate,
  kindPayload,
  type KindJourney,
} from './kind-plan';

const journey = (over: Partial<KindJourney> = {}): KindJourney => ({
  type: 'getting_married',
  target_address: '7 Sydney Road, Coburg VIC 3058',
  target_email: 'alex@new.example',
  target_phone: null,
  moving_date: '2026-12-03',
  details: {
    change_of_name: {
      former_name: 'Alex Smith',
      given_names: 'Alex',
      family_name: 'Nguyen',
      effective_date: '2026-11-20',
      basis: 'marriage',
    },
    secure_account: {
      date_noticed: '2026-11-25',
      what_happened: 'Someone changed my email.',
      actions: ['lock_access', 'fraud_alert'],
    },
  },
  ...over,
});
const bank = { category: 'banking', slug: 'a-bank', data_items: ['address'] };
const toggles = { address: true, email: false, phone: false };

describe('kindPayload', () => {
  it('sends the address in its line and AS 4590 parts', () => {
    const planned = kindPayload(journey(), 'change_of_address', bank, toggles);
    expect(planned).toEqual({
      kind: 'change_of_address',
      payload: {
        address: '7 Sydney Road, Coburg VIC 3058',
        address_parts: {
          unit: null,
          number: '7',
          street: 'Sydney',
          street_type: 'Road',
          suburb: 'Coburg',
          state: 'VIC',
          postcode: '3058',
          country: 'AU',
        },
      },
    });
    expect(answerValues(planned!)).toEqual([
      { field: 'address', value: '7 Sydney Road, Coburg VIC 3058' },
    ]);
  });

  it('sends the contact fields switched on, or every one recorded when none is', () => {
    const both = journey({ target_phone: '0400 000 000' });
    expect(kindPayload(both, 'change_of_contact', bank, toggles)?.payload).toEqual({
      email: 'alex@new.example',
      phone: '0400 000 000',
    });
    expect(
      kindPayload(both, 'change_of_contact', bank, { ...toggles, phone: true })?.payload,
    ).toEqual({ phone: '0400 000 000' });
    expect(
      kindPayload(journey({ target_email: null }), 'change_of_contact', bank, toggles),
    ).toBeNull();
  });

  it('is null when the journey lacks the kind’s details', () => {
    expect(kindPayload(journey(), 'add_dependant', bank, toggles)).toBeNull();
    expect(
      kindPayload(journey({ target_address: null }), 'change_of_address', bank, toggles),
    ).toBeNull();
  });

  it('asks a credit reporting body for a credit ban, others for the chosen actions', () => {
    expect(kindPayload(journey(), 'secure_account', bank, toggles)?.payload).toMatchObject({
      actions: ['lock_access', 'fraud_alert'],
    });
    const equifax = { category: 'banking', slug: 'equifax', data_items: [] };
    expect(kindPayload(journey(), 'secure_account', equifax, toggles)?.payload).toMatchObject({
      actions: ['credit_ban'],
    });
  });

  it('gives a death notification its instruction per company, with the transfer name', () => {
    const death = journey({
      type: 'losing_loved_one',
      details: {
        notification_of_death: {
          deceased: {
            full_name: 'Margaret Nguyen',
            date_of_birth: '1940-02-03',
            date_of_death: '2026-11-01',
            last_address: '7 Sydney Road, Coburg VIC 3058',
          },
          notifier: { name: 'Alex Nguyen', relationship: 'executor', address: '1 Hay St' },
        },
      },
    });
    expect(kindPayload(death, 'notification_of_death', bank, toggles)?.payload).toMatchObject({
      instruction: 'hold_until_probate',
    });
    const transfer = kindPayload(death, 'notification_of_death', bank, toggles, {
      instruction: 'transfer_account',
      transfer_to: 'Sam Nguyen',
    });
    expect(transfer?.payload).toMatchObject({
      instruction: 'transfer_account',
      transfer_to: 'Sam Nguyen',
    });
    // What is stored reads back as what was planned.
    expect(valuesToPayload('notification_of_death', payloadToValues(transfer!))).toEqual(
      transfer!.payload,
    );
    expect(kindEffectiveDate(death, 'notification_of_death')).toBe('2026-11-01');
  });

  it('dates each kind from its own event', () => {
    expect(kindEffectiveDate(journey(), 'change_of_address')).toBe('2026-12-03');
    expect(kindEffectiveDate(journey(), 'change_of_name')).toBe('2026-11-20');
    expect(kindEffectiveDate(journey(), 'secure_account')).toBe('2026-11-25');
    expect(kindEffectiveDate(journey(), 'add_dependant')).toBeNull();
  });
});

describe('defaultInstruction', () => {
  it.each([
    ['banking', 'hold_until_probate'],
    ['superannuation', 'hold_until_probate'],
    ['government', 'correspond_with_notifier'],
    ['subscriptions', 'close_account'],
    [null, 'close_account'],
  ] as const)('%s → %s', (category, instruction) => {
    expect(defaultInstruction(category)).toBe(instruction);
  });
});
