import type { JourneyReview, ReviewCompany } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import {
  approvalInput,
  approvalResult,
  chosenCompanies,
  chosenKinds,
  chosenRequests,
  initialSelection,
  kindChannelText,
  kindValues,
  missingKindsText,
  missingValues,
  reconcileChoice,
  reviewGroups,
  transfersWithoutName,
  underWayText,
  whatGoesText,
  type ReviewCompanyKind,
} from './review-selection';
import { COMPANY_NOT_SHARED } from '@updately/shared/safe-mode';

const ADDRESS = '12 Sydney Road, Brunswick VIC 3056';

function kind(over: Partial<ReviewCompanyKind> & Pick<ReviewCompanyKind, 'kind'>) {
  return {
    selected: true,
    fields: [],
    missing: null,
    instruction: null,
    open_request: null,
    documents: [],
    missing_documents: [],
    channel: 'email',
    destination: 'privacy@agl.example',
    ...over,
  } satisfies ReviewCompanyKind;
}

function company(over: Partial<ReviewCompany> & Pick<ReviewCompany, 'footprint_id'>) {
  return {
    company_name: over.footprint_id.toUpperCase(),
    category_label: 'Energy',
    channel: 'email',
    destination: 'privacy@agl.example',
    fields: [],
    open_request: null,
    kinds: [],
    safety: COMPANY_NOT_SHARED,
    ...over,
  } satisfies ReviewCompany;
}

const name = kind({
  kind: 'change_of_name',
  fields: [{ field: 'name', value: 'Alex Smith' }],
});
const address = kind({
  kind: 'change_of_address',
  selected: false,
  fields: [
    { field: 'address', value: ADDRESS },
    { field: 'address_parts', value: '{"street":"Sydney"}' },
  ],
  channel: 'manual',
  destination: null,
});

const review: JourneyReview = {
  journey_id: 'j',
  effective_date: '2027-03-03',
  identifiers: { full_name: 'Alex Nguyen', account_email: 'alex@example.com' },
  consent: { version: '1.0', text: 'I ask…', product: 'Updately' },
  companies: [
    company({
      footprint_id: 'a',
      company_name: 'AGL',
      fields: [{ field: 'address', value: ADDRESS }],
      kinds: [name, address],
    }),
    company({
      footprint_id: 'b',
      company_name: 'Telstra',
      fields: [{ field: 'phone', value: null }],
      kinds: [
        kind({ kind: 'change_of_contact', missing: 'Add your new email or phone first.' }),
        kind({ kind: 'change_of_name', missing: 'Add your new name first.' }),
      ],
    }),
    company({
      footprint_id: 'c',
      company_name: 'ING',
      fields: [{ field: 'address', value: ADDRESS }],
      open_request: { id: 'r', status: 'sent' },
      kinds: [kind({ kind: 'change_of_name', open_request: { id: 'r', status: 'sent' } })],
    }),
  ],
};

describe('review and send, per kind', () => {
  it('splits companies into ready, under way and nothing to send by their kinds', () => {
    const groups = reviewGroups(review);
    expect(groups.ready.map((c) => c.company_name)).toEqual(['AGL']);
    expect(groups.underWay.map((c) => c.company_name)).toEqual(['ING']);
    expect(groups.nothingToSend.map((c) => c.company_name)).toEqual(['Telstra']);
  });

  it('switches on the kinds the review suggests, and sends them as kinds', () => {
    const selection = initialSelection(review);
    expect(selection).toEqual({
      a: {
        selected: true,
        customerNumber: '',
        kinds: {
          change_of_name: { on: true, instruction: null, transferTo: '' },
          change_of_address: { on: false, instruction: null, transferTo: '' },
        },
      },
    });
    expect(approvalInput(selection)).toEqual({
      consent_version: '1.0',
      companies: [{ footprint_id: 'a', kinds: [{ kind: 'change_of_name' }] }],
    });
  });

  it('leaves a company unchosen when none of its kinds goes by default', () => {
    const quiet = {
      ...review,
      companies: [company({ footprint_id: 'q', kinds: [{ ...address }] })],
    };
    expect(initialSelection(quiet).q!.selected).toBe(false);
    expect(chosenCompanies(initialSelection(quiet))).toEqual([]);
  });

  it('leaves out unticked companies and those with every kind off, and sends a customer number', () => {
    const on = { on: true, instruction: null, transferTo: '' };
    expect(
      chosenCompanies({
        a: { selected: false, kinds: { change_of_name: on }, customerNumber: '' },
      }),
    ).toEqual([]);
    expect(
      chosenCompanies({
        a: { selected: true, kinds: { change_of_name: { ...on, on: false } }, customerNumber: '' },
      }),
    ).toEqual([]);
    expect(chosenKinds(undefined)).toEqual([]);
    expect(
      approvalInput({
        a: {
          selected: true,
          kinds: { change_of_name: on, change_of_address: on },
          customerNumber: ' 42-7 ',
        },
      }).companies,
    ).toEqual([
      {
        footprint_id: 'a',
        kinds: [{ kind: 'change_of_name' }, { kind: 'change_of_address' }],
        customer_number: '42-7',
      },
    ]);
  });

  it('keeps a choice across a reload, to the kinds that can still go', () => {
    const on = { on: true, instruction: null, transferTo: '' };
    const off = { ...on, on: false };
    const suggested = { selected: true, customerNumber: '', kinds: { change_of_name: on } };
    expect(reconcileChoice(suggested, undefined)).toBe(suggested);
    const same = { selected: false, customerNumber: '7', kinds: { change_of_name: off } };
    expect(reconcileChoice(suggested, same)).toBe(same);
    // Change of address went meanwhile; change of contact can now go.
    const before = {
      selected: true,
      customerNumber: '7',
      kinds: { change_of_name: off, change_of_address: on },
    };
    const grown = { ...suggested, kinds: { change_of_name: on, change_of_contact: on } };
    expect(reconcileChoice(grown, before)).toEqual({
      selected: true,
      customerNumber: '7',
      kinds: { change_of_name: off, change_of_contact: on },
    });
  });

  it('sends a death notification with its instruction, and a transfer with its name', () => {
    const death = (instruction: 'close_account' | 'transfer_account', transferTo = '') => ({
      d: {
        selected: true,
        customerNumber: '',
        kinds: { notification_of_death: { on: true, instruction, transferTo } },
      },
    });
    expect(approvalInput(death('close_account')).companies[0]!.kinds).toEqual([
      { kind: 'notification_of_death', instruction: 'close_account' },
    ]);
    expect(approvalInput(death('transfer_account', ' Sam Lee ')).companies[0]!.kinds).toEqual([
      { kind: 'notification_of_death', instruction: 'transfer_account', transfer_to: 'Sam Lee' },
    ]);
    expect(transfersWithoutName(death('transfer_account', '  '))).toEqual(['d']);
    expect(transfersWithoutName(death('transfer_account', 'Sam Lee'))).toEqual([]);
    expect(transfersWithoutName(death('close_account'))).toEqual([]);
  });

  it('counts each chosen kind as one update with its own channel, and names what goes', () => {
    const selection = initialSelection(review);
    selection.a!.kinds.change_of_address!.on = true;
    const requests = chosenRequests(reviewGroups(review).ready, selection);
    expect(requests).toEqual([
      { company: 'AGL', kind: 'change_of_name', channel: 'email' },
      { company: 'AGL', kind: 'change_of_address', channel: 'manual' },
    ]);
    expect(approvalResult(requests)).toBe('1 sent for you · 1 to do yourself');
    expect(whatGoesText([...requests, { kind: 'change_of_name' }])).toBe(
      'Change of name to 2 companies, change of address to 1 company',
    );
  });

  it('shows the values readably: no parts, an instruction in words', () => {
    expect(kindValues(address)).toEqual([
      { field: 'address', label: 'New address', value: ADDRESS },
    ]);
    expect(kindValues({ fields: [{ field: 'instruction', value: 'hold_until_probate' }] })).toEqual(
      [{ field: 'instruction', label: 'Instruction', value: 'Hold the account until probate' }],
    );
  });

  it('says how each kind goes', () => {
    expect(kindChannelText({ channel: 'email', destination: 'x@agl.example' })).toBe(
      'by email to x@agl.example',
    );
    expect(kindChannelText({ channel: 'api', destination: null })).toBe(
      'through their integration',
    );
    expect(kindChannelText({ channel: 'manual', destination: null })).toBe('your checklist');
  });

  it('says why nothing can go yet, and what is under way per kind', () => {
    expect(missingKindsText([review.companies[1]!])).toBe(
      'Add your new email or phone first. Add your new name first.',
    );
    expect(underWayText(review.companies[2]!)).toBe('Change of name: Sent');
  });

  it('names the missing value a Moving Home journey can add here, with who waits for it', () => {
    const noAddress: JourneyReview = {
      ...review,
      companies: review.companies.map((c) => ({
        ...c,
        open_request: null,
        fields: c.fields.map((f) => ({ ...f, value: null })),
        kinds: [kind({ kind: 'change_of_address', missing: 'Add your new address first.' })],
      })),
    };
    expect(missingValues(noAddress, 'moving_house')).toEqual([
      { field: 'address', companies: ['AGL', 'ING'] },
      { field: 'phone', companies: ['Telstra'] },
    ]);
    // Getting Hacked asks for an email and a phone, not an address.
    expect(missingValues(noAddress, 'getting_hacked')).toEqual([
      { field: 'phone', companies: ['Telstra'] },
    ]);
    expect(missingValues(review, 'moving_house')).toEqual([
      { field: 'phone', companies: ['Telstra'] },
    ]);
  });

  it('says what approving did: sent for the person, and to do themselves', () => {
    const of = (...channels: ('email' | 'api' | 'manual')[]) =>
      channels.map((channel) => ({ channel }));
    expect(approvalResult([...of('email', 'email', 'api'), ...of('manual', 'manual')])).toBe(
      '3 sent for you · 2 to do yourself',
    );
    expect(approvalResult(of('manual'))).toBe('1 to do yourself');
    expect(approvalResult(of('email'))).toBe('1 sent for you');
    // A joint account's request waits for its other holder: not counted as sent.
    const joint = { channel: 'email' as const, status: 'pending_consent' as const };
    expect(approvalResult([...of('email'), joint])).toBe(
      '1 sent for you · 1 waiting for a joint account holder',
    );
    expect(approvalResult([joint])).toBe('1 waiting for a joint account holder');
  });
});
