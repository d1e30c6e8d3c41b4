import { describe, expect, it } from 'vitest';

import { toConfirmInput } from './answer-draft';

describe('toConfirmInput', () => {
  it('sends applied and rejected fields, with the reason and a trimmed message', () => {
    expect(
      toConfirmInput(
        ['address', 'email'],
        {
          address: { outcome: 'applied', reason: '', message: 'ignored' },
          email: { outcome: 'rejected', reason: 'no_match', message: '  No such customer ' },
        },
        ' Sam, Customer Care ',
      ),
    ).toEqual({
      ok: true,
      input: {
        fields: [
          { field: 'address', outcome: 'applied' },
          { field: 'email', outcome: 'rejected', reason: 'no_match', message: 'No such customer' },
        ],
        confirmed_by: 'Sam, Customer Care',
      },
    });
  });

  it('sends "no account held" per field, with any field name of a kind', () => {
    expect(
      toConfirmInput(
        ['instruction'],
        { instruction: { outcome: 'no_account', reason: '', message: '' } },
        '',
      ),
    ).toEqual({ ok: true, input: { fields: [{ field: 'instruction', outcome: 'no_account' }] } });
  });

  it('leaves out an empty message and an empty name', () => {
    const result = toConfirmInput(
      ['phone'],
      { phone: { outcome: 'rejected', reason: 'not_supported', message: '   ' } },
      '',
    );
    expect(result).toEqual({
      ok: true,
      input: { fields: [{ field: 'phone', outcome: 'rejected', reason: 'not_supported' }] },
    });
  });

  it('asks for an answer on every field and a reason for each rejection', () => {
    expect(
      toConfirmInput(
        ['address', 'email', 'phone'],
        {
          address: { outcome: 'rejected', reason: '', message: '' },
          email: { outcome: '', reason: '', message: '' },
        },
        '',
      ),
    ).toEqual({
      ok: false,
      errors: {
        address: 'Choose why it could not be applied.',
        email: 'Say whether this change was applied.',
        phone: 'Say whether this change was applied.',
      },
    });
  });

  it('refuses a name longer than the API takes', () => {
    const result = toConfirmInput(
      ['address'],
      { address: { outcome: 'applied', reason: '', message: '' } },
      'x'.repeat(121),
    );
    expect(result.ok).toBe(false);
  });
});
