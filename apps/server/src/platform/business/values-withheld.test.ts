import { describe, expect, it } from 'vitest';
import { withheldValues } from './values-withheld';

const pending = (field: string) => ({ field, outcome: 'pending' });
const applied = (field: string) => ({ field, outcome: 'applied' });
const rejected = (field: string) => ({ field, outcome: 'rejected' });

describe('withheldValues (N6)', () => {
  it('withholds every value, the person too, of a request cancelled or expired unanswered', () => {
    for (const status of ['cancelled', 'expired'] as const) {
      const withheld = withheldValues(status, [pending('address'), pending('email')]);
      expect(withheld).toEqual({
        reason: status,
        person: true,
        fields: new Set(['address', 'email']),
      });
    }
  });

  it('keeps the answered fields and the person once any field was answered', () => {
    const withheld = withheldValues('cancelled', [rejected('address'), pending('email')]);
    expect(withheld).toEqual({ reason: 'cancelled', person: false, fields: new Set(['email']) });
    expect(withheldValues('expired', [applied('address'), rejected('email')])).toBeNull();
  });

  it('withholds nothing while a request is live or once it was answered', () => {
    for (const status of ['sent', 'acknowledged', 'needs_you', 'completed', 'rejected'] as const) {
      expect(withheldValues(status, [pending('address')]), status).toBeNull();
    }
  });
});
