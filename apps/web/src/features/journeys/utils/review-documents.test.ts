import type { ReviewCompany } from '@updately/shared/updates-api';
import { describe, expect, it } from 'vitest';

import { documentSharing, missingDocumentText } from './review-documents';
import type { ReviewSelection } from './review-selection';
import { COMPANY_NOT_SHARED } from '@updately/shared/safe-mode';

const certificate = { id: 'd1', type: 'death_certificate' as const, label: 'Death certificate' };
const letters = {
  id: 'd2',
  type: 'letters_of_administration' as const,
  label: 'Letters of administration',
};

function company(
  footprint_id: string,
  documents: ReviewCompany['kinds'][number]['documents'],
  missing_documents: string[] = [],
): ReviewCompany {
  return {
    footprint_id,
    company_name: footprint_id.toUpperCase(),
    category_label: 'Banking',
    channel: 'email',
    destination: 'care@bank.example',
    fields: [],
    open_request: null,
    safety: COMPANY_NOT_SHARED,
    kinds: [
      {
        kind: 'notification_of_death',
        selected: true,
        fields: [],
        missing: null,
        instruction: 'close_account',
        open_request: null,
        documents,
        missing_documents,
        channel: 'email',
        destination: 'care@bank.example',
      },
    ],
  };
}

const on = (...ids: string[]): ReviewSelection =>
  Object.fromEntries(
    ids.map((id) => [
      id,
      {
        selected: true,
        customerNumber: '',
        kinds: {
          notification_of_death: { on: true, instruction: 'close_account', transferTo: '' },
        },
      },
    ]),
  );

describe('documentSharing', () => {
  const companies = [
    company('bank', [certificate, letters]),
    company('telco', [certificate]),
    company('shop', []),
    company('super', [certificate], ['letters of administration']),
  ];

  it('names each document once and counts the companies that get one', () => {
    expect(documentSharing(companies, on('bank', 'telco', 'shop'))).toEqual({
      documents: ['Death certificate', 'Letters of administration'],
      companies: 2,
      missing: [],
    });
  });

  it('leaves out companies and kinds that are not chosen', () => {
    const selection = on('bank', 'telco');
    selection.bank = { ...selection.bank!, selected: false };
    expect(documentSharing(companies, selection)).toMatchObject({
      documents: ['Death certificate'],
      companies: 1,
    });
  });

  it('lists what chosen companies need that is not uploaded', () => {
    const sharing = documentSharing(companies, on('super'));
    expect(sharing.missing).toEqual([
      { company: 'SUPER', documents: ['letters of administration'] },
    ]);
    expect(missingDocumentText(sharing.missing[0]!)).toBe('SUPER needs letters of administration');
  });
});
