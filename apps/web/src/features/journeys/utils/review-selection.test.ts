import type { JourneyReview } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import {
  approvalInput,
  approvalResult,
  chosenCompanies,
  initialSelection,
  missingValues,
  reviewGroups,
} from './review-selection';

const review: JourneyReview = {
  journey_id: 'j',
  effective_date: '2027-03-03',
  identifiers: { full_name: 'Alex Nguyen', account_email: 'alex@example.com' },
  consent: { version: '1.0', text: 'I ask…' },
  companies: [
    {
      footprint_id: 'a',
      company_name: 'AGL',
      category_label: 'Energy',
      channel: 'email',
      destination: 'privacy@agl.example',
      fields: [
        { field: 'address', value: '12 Sydney Road' },
        { field: 'email', value: null },
      ],
      open_request: null,
    },
    {
      footprint_id: 'b',
      company_name: 'Telstra',
      category_label: 'Phone & internet',
      channel: 'manual',
      destination: null,
      fields: [{ field: 'phone', value: null }],
      open_request: null,
    },
    {
      footprint_id: 'c',
      company_name: 'ING',
      category_label: 'Banking',
      channel: 'email',
      destination: 'x@ing.example',
      fields: [{ field: 'address', value: '12 Sydney Road' }],
      open_request: { id: 'r', status: 'sent' },
    },
  ],
};

describe('review and send', () => {
  it('splits companies into ready, under way and nothing to send', () => {
    const groups = reviewGroups(review);
    expect(groups.ready.map((c) => c.company_name)).toEqual(['AGL']);
    expect(groups.underWay.map((c) => c.company_name)).toEqual(['ING']);
    expect(groups.nothingToSend.map((c) => c.company_name)).toEqual(['Telstra']);
  });

  it('chooses every ready company with every field that has a value', () => {
    const selection = initialSelection(review);
    expect(selection).toEqual({ a: { selected: true, fields: ['address'], customerNumber: '' } });
    expect(approvalInput(selection)).toEqual({
      consent_version: '1.0',
      companies: [{ footprint_id: 'a', fields: ['address'] }],
    });
  });

  it('leaves out unticked companies and those with no field left, and sends a customer number', () => {
    expect(
      chosenCompanies({ a: { selected: false, fields: ['address'], customerNumber: '' } }),
    ).toEqual([]);
    expect(chosenCompanies({ a: { selected: true, fields: [], customerNumber: '' } })).toEqual([]);
    expect(
      approvalInput({ a: { selected: true, fields: ['address'], customerNumber: ' 42-7 ' } })
        .companies,
    ).toEqual([{ footprint_id: 'a', fields: ['address'], customer_number: '42-7' }]);
  });

  it('names the missing value a Moving Home journey can add here, with who waits for it', () => {
    const noAddress: JourneyReview = {
      ...review,
      companies: review.companies.map((c) => ({
        ...c,
        open_request: null,
        fields: c.fields.map((f) => ({ ...f, value: null })),
      })),
    };
    expect(missingValues(noAddress, 'moving_house')).toEqual([
      { field: 'address', companies: ['AGL', 'ING'] },
    ]);
    // Changing jobs asks for an email and a phone, not an address.
    expect(missingValues(noAddress, 'changing_jobs')).toEqual([
      { field: 'email', companies: ['AGL'] },
      { field: 'phone', companies: ['Telstra'] },
    ]);
    expect(missingValues(review, 'moving_house')).toEqual([]);
  });

  it('says what approving did: sent for the person, and to do themselves', () => {
    const of = (...channels: ('email' | 'api' | 'manual')[]) =>
      channels.map((channel) => ({ channel }));
    expect(approvalResult([...of('email', 'email', 'api'), ...of('manual', 'manual')])).toBe(
      '3 sent for you · 2 to do yourself',
    );
    expect(approvalResult(of('manual'))).toBe('1 to do yourself');
    expect(approvalResult(of('email'))).toBe('1 sent for you');
  });
});
