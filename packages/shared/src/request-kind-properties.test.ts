import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KIND_ANSWER_FIELDS, KIND_CONTEXT_FIELDS, payloadToValues } from './request-kind-fields';
import {
  CREDIT_BAN_ACTION,
  looksSecret,
  requestPayloadSchemas,
  SECRET_TEXT_MESSAGE,
  SECURE_ACTIONS,
  secureAccountDetailsSchema,
} from './request-kind-payloads';
import { companyRequestDetailsSchemas } from './update-channel-contract';

const SECRET_NAME = /pass|pwd|pin\b|code|token|secret|otp|cvv|cvc|key/i;

/** Text that carries a secret: a labelled password or code, a 6-digit code, a card number. */
const secretText = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('password', 'Password', 'PIN', 'one-time code', 'verification code', 'OTP'),
      fc.constantFrom(' is ', ': ', '='),
      fc.stringMatching(/^[A-Za-z0-9]{4,12}$/),
    )
    .map(([label, sep, secret]) => `my ${label}${sep}${secret}`),
  fc.stringMatching(/^[0-9]{6}$/).map((code) => `they sent me ${code} and I read it out`),
  fc
    .array(fc.stringMatching(/^[0-9]{4}$/), { minLength: 4, maxLength: 4 })
    .map((groups) => `card ${groups.join(' ')} was charged`),
);

const secureDetails = fc.record({
  date_noticed: fc.constant('2026-11-01'),
  what_happened: fc.oneof(fc.string({ minLength: 1, maxLength: 80 }), secretText),
  actions: fc.subarray([...SECURE_ACTIONS], { minLength: 1 }),
});

describe('a secure_account request never carries a secret', () => {
  it('no field of the kind is named like a password, code, PIN or token', () => {
    const names = [
      ...KIND_ANSWER_FIELDS.secure_account,
      ...KIND_CONTEXT_FIELDS.secure_account,
      ...Object.keys(requestPayloadSchemas.secure_account.shape),
      ...Object.keys(companyRequestDetailsSchemas.secure_account.shape),
    ];
    expect(names.filter((n) => SECRET_NAME.test(n))).toEqual([]);
  });

  it('the person’s details are refused with secret-looking text, and what passes holds none', () => {
    fc.assert(
      fc.property(secureDetails, (details) => {
        const parsed = secureAccountDetailsSchema.safeParse(details);
        if (looksSecret(details.what_happened)) {
          expect(parsed.success).toBe(false);
          expect(parsed.error?.issues.map((i) => i.message)).toContain(SECRET_TEXT_MESSAGE);
          return;
        }
        if (!parsed.success) return; // blank or too long: refused for that
        const values = payloadToValues({
          kind: 'secure_account',
          payload: { ...parsed.data, actions: parsed.data.actions },
        });
        for (const { field, value } of values) {
          expect(field).not.toMatch(SECRET_NAME);
          expect(looksSecret(value)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every generated secret is caught', () => {
    fc.assert(
      fc.property(secretText, (text) => {
        expect(looksSecret(text), text).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the actions a company is asked for are only the known ones (a credit ban for a bureau)', () => {
    expect(KIND_ANSWER_FIELDS.secure_account).toEqual([...SECURE_ACTIONS, CREDIT_BAN_ACTION]);
  });
});
