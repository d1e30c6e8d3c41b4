import type { JourneyReview } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import { approvalInput, chosenCompanies, initialSelection, reviewGroups } from './review-selection';

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
});
