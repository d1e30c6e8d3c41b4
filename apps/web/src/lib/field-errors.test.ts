import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { fieldErrors, showFieldErrors } from './field-errors';

const schema = z.object({
  name: z.string().min(1, 'Enter a name.'),
  email: z.email('Enter an email address.').max(5, 'Too long.'),
  journey: z.object({ moving_date: z.iso.date('Use a date.') }),
});

function issues(input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failed parse');
  return parsed.error.issues;
}

describe('fieldErrors', () => {
  it('maps each failing field of the form to its first message', () => {
    const values = { name: '', email: '' };
    const errors = fieldErrors(
      issues({ name: '', email: 'not an email', journey: { moving_date: 'x' } }),
      values,
    );
    expect(errors).toEqual({ name: 'Enter a name.', email: 'Enter an email address.' });
  });

  it('reads the fields below `under` and ignores issues elsewhere', () => {
    const values = { moving_date: '', name: '' };
    const errors = fieldErrors(
      issues({ name: '', email: 'a@b.co', journey: { moving_date: 'soon' } }),
      values,
      ['journey'],
    );
    expect(errors).toEqual({ moving_date: 'Use a date.' });
  });

  it('leaves out issues about keys the form does not have', () => {
    expect(
      fieldErrors(
        [
          { path: ['other'], message: 'No.' },
          { path: [], message: 'No.' },
        ],
        {},
      ),
    ).toEqual({});
  });
});

describe('showFieldErrors', () => {
  it('sets every message and focuses the first failing field in the given order', () => {
    const setError = vi.fn();
    showFieldErrors<{ name: string; email: string; phone: string }>(
      setError,
      ['name', 'email', 'phone'],
      { phone: 'Use digits.', email: 'Enter an email address.' },
    );
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Enter an email address.' }, { shouldFocus: true }],
      ['phone', { message: 'Use digits.' }, { shouldFocus: false }],
    ]);
  });
});
