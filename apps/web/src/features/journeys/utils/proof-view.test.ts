import { describe, expect, it } from 'vitest';

import { proofAnswerText, proofItems, proofWhen } from './proof-view';

const base = {
  completed_by: null,
  evidence: null,
  sent_at: null,
  checklist_ready_at: null,
  approved_at: '2026-11-20T00:00:00.000Z',
} as const;
const evidence = (at: string) => ({
  kind: 'self_attested' as const,
  by: 'You',
  at,
  ip_address: null,
  browser: null,
  raw_user_agent: null,
});

describe('proofWhen', () => {
  it('never calls a checklist "Sent"', () => {
    const ready = { ...base, checklist_ready_at: '2026-11-21T00:00:00.000Z' };
    expect(proofWhen(ready)).toEqual({ label: 'Checklist ready', at: ready.checklist_ready_at });
  });

  it('names who answered: the company confirmed, the person marked it done', () => {
    const at = '2026-11-22T00:00:00.000Z';
    expect(proofWhen({ ...base, completed_by: 'person', evidence: evidence(at) })).toEqual({
      label: 'Marked done by you',
      at,
    });
    expect(proofWhen({ ...base, completed_by: 'company', evidence: evidence(at) })?.label).toBe(
      'Confirmed',
    );
  });

  it('falls back to the sending, then the approval', () => {
    expect(proofWhen({ ...base, sent_at: '2026-11-21T00:00:00.000Z' })?.label).toBe('Sent');
    expect(proofWhen(base)?.label).toBe('Approved');
    expect(proofWhen({ ...base, approved_at: null })).toBeNull();
  });
});

describe('proofItems', () => {
  it('shows what was asked with each answer, the instruction in words, no parts', () => {
    const items = proofItems({
      instruction: 'Transfer the account to a named person',
      sent: [
        { field: 'full_name', value: 'Pat Lee', outcome: 'not_applicable' },
        { field: 'instruction', value: 'transfer_account', outcome: 'no_account' },
        { field: 'transfer_to', value: 'Sam Lee', outcome: 'pending' },
        { field: 'address_parts', value: '{}', outcome: 'pending' },
      ],
    });
    expect(items.asked).toEqual([
      {
        field: 'instruction',
        label: 'Instruction',
        value: 'Transfer the account to a named person',
        answer: 'No account held',
      },
      { field: 'transfer_to', label: 'Transfer the account to', value: 'Sam Lee', answer: null },
    ]);
    expect(items.identity).toBe('Name: Pat Lee');
    expect(items.instruction).toBeNull();
  });

  it('keeps an instruction the values do not carry', () => {
    expect(proofItems({ instruction: 'Close the account', sent: [] }).instruction).toBe(
      'Close the account',
    );
  });

  it('reads each outcome in words', () => {
    expect(proofAnswerText('applied')).toBe('Applied');
    expect(proofAnswerText('rejected')).toBe('Refused');
    expect(proofAnswerText('no_account')).toBe('No account held');
    expect(proofAnswerText('pending')).toBe('No answer yet');
    expect(proofAnswerText('not_applicable')).toBeNull();
  });
});
