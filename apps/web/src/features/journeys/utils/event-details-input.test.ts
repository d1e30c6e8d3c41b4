import type { Journey } from '@updately/shared/journeys-api';
import { SECRET_TEXT_MESSAGE, SECURE_ACTIONS } from '@updately/shared/request-kind-payloads';
import type { JourneyType } from '@updately/shared/journey-types';
import { describe, expect, it } from 'vitest';

import {
  eventDetailsCandidate,
  eventDetailsDefaults,
  eventDetailsMissing,
  eventDetailsSchema,
  type EventDetailsValues,
} from './event-details-input';

const journey = (type: JourneyType, overrides: Partial<Journey> = {}): Journey => ({
  id: 'j1',
  type,
  name: 'A journey',
  target_address: null,
  target_email: null,
  target_phone: null,
  subject: 'self',
  acting_role: null,
  moving_date: null,
  status: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  ...overrides,
});

const parse = (type: JourneyType, edit: (values: EventDetailsValues) => void) => {
  const values = eventDetailsDefaults(journey(type));
  edit(values);
  return eventDetailsSchema(type).safeParse(eventDetailsCandidate(type, values));
};
const messages = (result: ReturnType<typeof parse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the "what changed" form', () => {
  it("asks for what is missing: the event's own kind, or a move's new address", () => {
    expect(eventDetailsMissing(journey('getting_married'))).toBe(true);
    expect(eventDetailsMissing(journey('moving_house'))).toBe(true);
    expect(
      eventDetailsMissing(journey('moving_house', { target_address: '1 A St, Carlton VIC 3053' })),
    ).toBe(false);
    expect(
      eventDetailsMissing(
        journey('getting_hacked', {
          details: {
            secure_account: {
              date_noticed: '2026-11-01',
              what_happened: 'x',
              actions: ['lock_access'],
            },
          },
        }),
      ),
    ).toBe(false);
  });

  it('starts a hacked account with every action ticked', () => {
    expect(eventDetailsDefaults(journey('getting_hacked')).details.secure_account.actions).toEqual([
      ...SECURE_ACTIONS,
    ]);
  });

  it('names every empty required field of a change of name', () => {
    const result = parse('getting_married', () => {});
    expect(messages(result)).toMatchObject({
      'details.change_of_name.former_name': 'Enter your former full name.',
      'details.change_of_name.family_name': 'Enter your new family name.',
      'details.change_of_name.basis': 'Choose what the new name comes from.',
    });
  });

  it('builds the PATCH body: the kind, the optional parts left out, blank contacts cleared', () => {
    const result = parse('getting_married', (v) => {
      Object.assign(v.details.change_of_name, {
        former_name: 'Jane Citizen',
        given_names: 'Jane',
        family_name: 'Marsh',
        effective_date: '2026-10-03',
        basis: 'marriage',
      });
      v.target_email = ' jane@example.com ';
    });
    expect(result.data).toEqual({
      details: {
        change_of_name: {
          former_name: 'Jane Citizen',
          given_names: 'Jane',
          family_name: 'Marsh',
          effective_date: '2026-10-03',
          basis: 'marriage',
        },
        change_of_address: null,
      },
      moving_date: '',
      target_email: 'jane@example.com',
      target_phone: '',
    });
  });

  it('refuses a secret in "what happened" with the shared message', () => {
    const result = parse('getting_hacked', (v) => {
      v.details.secure_account.date_noticed = '2026-11-01';
      v.details.secure_account.what_happened = 'my password is hunter2';
    });
    expect(messages(result)['details.secure_account.what_happened']).toBe(SECRET_TEXT_MESSAGE);
  });

  it('checks a partly given address part by part, and a postcode against its state', () => {
    const result = parse('graduation', (v) => {
      v.details.change_of_employment.study_completed_on = '2026-11-01';
      v.new_address = { street: '7 Sydney Road', suburb: 'Coburg', state: 'NSW', postcode: '3058' };
      v.details.change_of_address.postal_address.street = 'PO Box 1';
    });
    expect(messages(result)).toEqual({
      'new_address.postcode': 'Postcode 3058 is not in NSW: check the state or the postcode.',
      'details.change_of_address.postal_address.suburb': 'Enter the suburb or town.',
      'details.change_of_address.postal_address.state': 'Choose the state or territory.',
      'details.change_of_address.postal_address.postcode': 'Enter the 4-digit postcode.',
    });
  });

  it("requires a move's new address and reads its line back into parts", () => {
    expect(messages(parse('moving_house', () => {}))['new_address.street']).toBe(
      'Enter the street address, e.g. 7 Sydney Road.',
    );
    expect(
      eventDetailsDefaults(
        journey('moving_house', { target_address: '7 Sydney Road, Coburg VIC 3058' }),
      ).new_address,
    ).toEqual({ street: '7 Sydney Road', suburb: 'Coburg', state: 'VIC', postcode: '3058' });
  });

  it('sends only the chosen branch of a change of employment', () => {
    const result = parse('changing_jobs', (v) => {
      Object.assign(v.details.change_of_employment, {
        employer_name: 'Acme Pty Ltd',
        start_date: '2026-12-01',
        course: 'left over from the other choice',
      });
    });
    expect((result.data?.details as Record<string, unknown>).change_of_employment).toEqual({
      type: 'employer',
      employer_name: 'Acme Pty Ltd',
      start_date: '2026-12-01',
    });
  });
});
