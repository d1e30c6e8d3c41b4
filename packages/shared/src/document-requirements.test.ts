import { describe, expect, it } from 'vitest';
import {
  asActingRole,
  documentNeeds,
  documentRulesSchema,
  matchDocuments,
  needPhrase,
  requiredFor,
  documentRulesTextSchema,
  rulesToText,
  type DocumentRule,
} from './document-requirements';
import { updateConsentText } from './updates-api';

const bank: DocumentRule[] = [
  { kind: 'notification_of_death', document_types: ['death_certificate', 'authority'] },
];
const ownRule: DocumentRule[] = [
  { kind: 'notification_of_death', document_types: ['death_certificate'] },
];

describe('requiredFor', () => {
  it('takes the brand’s own rule over its category’s default', () => {
    expect(requiredFor('notification_of_death', ownRule, bank)).toEqual(['death_certificate']);
  });

  it('falls back to the category default, then to nothing', () => {
    expect(requiredFor('notification_of_death', null, bank)).toEqual([
      'death_certificate',
      'authority',
    ]);
    expect(requiredFor('notification_of_death', null, null)).toEqual([]);
  });

  it('reads rules per kind: another kind’s rule does not apply', () => {
    expect(requiredFor('change_of_name', ownRule, bank)).toEqual([]);
  });

  it('lets a brand say "none" over its category with an empty list', () => {
    const none: DocumentRule[] = [{ kind: 'notification_of_death', document_types: [] }];
    expect(requiredFor('notification_of_death', none, bank)).toEqual([]);
  });
});

describe('documentNeeds', () => {
  it('adds the acting role’s authority documents as one "one of" need', () => {
    const needs = documentNeeds(['death_certificate', 'authority'], { acting_role: 'executor' });
    expect(needs).toEqual([
      { label: 'Death certificate', any_of: ['death_certificate'] },
      { label: 'Grant of probate or will', any_of: ['grant_of_probate', 'will'] },
    ]);
  });

  it('drops authority when the person acts for themself or the role has no document', () => {
    expect(documentNeeds(['authority'], { acting_role: null })).toEqual([]);
    expect(documentNeeds(['authority'], { acting_role: 'next_of_kin' })).toEqual([]);
  });

  it('does not ask twice for a document listed by type and by authority', () => {
    const needs = documentNeeds(['letters_of_administration', 'authority'], {
      acting_role: 'administrator',
    });
    expect(needs).toHaveLength(1);
  });

  it('picks the name-change certificate by the basis, either one when unknown', () => {
    expect(
      documentNeeds(['name_change_evidence'], { acting_role: null, name_basis: 'marriage' })[0]!
        .any_of,
    ).toEqual(['marriage_certificate']);
    expect(
      documentNeeds(['name_change_evidence'], {
        acting_role: null,
        name_basis: 'change_of_name_certificate',
      })[0]!.any_of,
    ).toEqual(['change_of_name_certificate']);
    expect(
      documentNeeds(['name_change_evidence'], { acting_role: null, name_basis: 'other' })[0]!
        .any_of,
    ).toEqual(['marriage_certificate', 'change_of_name_certificate']);
  });
});

describe('matchDocuments', () => {
  const docs = [
    { id: 'd1', type: 'death_certificate' },
    { id: 'w1', type: 'will' },
    { id: 'x1', type: 'birth_certificate' },
  ];

  it('shares every held document of a needed type and names what is missing', () => {
    const needs = documentNeeds(['death_certificate', 'authority'], {
      acting_role: 'administrator',
    });
    const { sharing, missing } = matchDocuments(needs, docs);
    expect(sharing.map((d) => d.id)).toEqual(['d1']);
    expect(missing.map(needPhrase)).toEqual(['letters of administration']);
  });

  it('counts any one document of a "one of" need as enough', () => {
    const needs = documentNeeds(['authority'], { acting_role: 'executor' });
    const { sharing, missing } = matchDocuments(needs, docs);
    expect(sharing.map((d) => d.id)).toEqual(['w1']);
    expect(missing).toEqual([]);
  });

  it('shares nothing when nothing is required', () => {
    expect(matchDocuments([], docs)).toEqual({ sharing: [], missing: [] });
  });
});

describe('wording', () => {
  it('reads a missing need with its article', () => {
    expect(needPhrase({ label: 'Death certificate', any_of: ['death_certificate'] })).toBe(
      'a death certificate',
    );
    expect(needPhrase({ label: 'Other document', any_of: ['other'] })).toBe('an other document');
  });

  it('names the documents and the companies in the consent', () => {
    expect(
      updateConsentText('Updately', {
        documents: ['Death certificate', 'Letters of administration'],
        companies: 2,
      }),
    ).toBe(
      'I ask Updately to send the details shown to each company selected, on my behalf, to share my Death certificate and Letters of administration with the 2 companies that require them, and to keep a record of what was sent and of each answer.',
    );
    expect(
      updateConsentText('Updately', { documents: ['Death certificate'], companies: 1 }),
    ).toContain('to share my Death certificate with the company that requires it,');
    expect(updateConsentText('Updately', { documents: [], companies: 3 })).toBe(
      updateConsentText('Updately'),
    );
  });
});

describe('rules validation', () => {
  it('refuses an unknown document type and a kind listed twice', () => {
    expect(
      documentRulesSchema.safeParse([
        { kind: 'notification_of_death', document_types: ['passport'] },
      ]).success,
    ).toBe(false);
    expect(
      documentRulesSchema.safeParse([
        { kind: 'change_of_name', document_types: [] },
        { kind: 'change_of_name', document_types: ['name_change_evidence'] },
      ]).success,
    ).toBe(false);
  });

  it('reads an acting role only when it is one', () => {
    expect(asActingRole('executor')).toBe('executor');
    expect(asActingRole('king')).toBeNull();
    expect(asActingRole(null)).toBeNull();
  });
});

describe('rules in a brand file', () => {
  it('writes and reads back a brand’s rules, "none" included', () => {
    const rules: DocumentRule[] = [
      { kind: 'notification_of_death', document_types: ['death_certificate', 'authority'] },
      { kind: 'change_of_name', document_types: [] },
    ];
    const text = rulesToText(rules)!;
    expect(text).toBe('change_of_name: none; notification_of_death: death_certificate, authority');
    expect(documentRulesTextSchema.parse(text)).toEqual([...rules].reverse());
    expect(rulesToText([])).toBeNull();
  });

  it('refuses unknown kinds or documents, a missing colon, and a kind twice', () => {
    for (const text of [
      'winning: death_certificate',
      'notification_of_death: passport',
      'notification_of_death death_certificate',
      'change_of_name: none; change_of_name: marriage_certificate',
    ]) {
      expect(documentRulesTextSchema.safeParse(text).success, text).toBe(false);
    }
  });
});
