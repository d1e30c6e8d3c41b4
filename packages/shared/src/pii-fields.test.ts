import { describe, expect, it } from 'vitest';
import { DEFAULT_JOURNEY_PII_FIELDS, JOURNEY_TYPES } from './journey-types';
import {
  PII_FIELD_GROUPS,
  PII_FIELD_TYPES,
  isPiiFieldType,
  piiFieldGroup,
  piiFieldLabel,
} from './pii-fields';

describe('PII field catalogue', () => {
  it('has the 7 groups of the spec with 32 field types, none repeated', () => {
    expect(PII_FIELD_GROUPS.map((g) => g.group)).toEqual([
      'Contact Information',
      'Location Details',
      'Personal Details',
      'Identity Documents',
      'Financial Information',
      'Professional & Other',
      'Technical Data',
    ]);
    expect(PII_FIELD_TYPES).toHaveLength(32);
    expect(new Set(PII_FIELD_TYPES).size).toBe(32);
  });

  it('labels and groups fields for people', () => {
    expect(piiFieldLabel('billing_address')).toBe('Billing address');
    expect(piiFieldLabel('town_city')).toBe('Town / city');
    expect(piiFieldGroup('passport')).toBe('Identity Documents');
    expect(isPiiFieldType('address')).toBe(true);
    expect(isPiiFieldType('shoe_size')).toBe(false);
  });

  it('gives every journey type default fields from the catalogue', () => {
    for (const type of JOURNEY_TYPES) {
      expect(DEFAULT_JOURNEY_PII_FIELDS[type].length).toBeGreaterThan(0);
      expect(DEFAULT_JOURNEY_PII_FIELDS[type].every(isPiiFieldType)).toBe(true);
    }
    expect(DEFAULT_JOURNEY_PII_FIELDS.moving_house).toContain('address');
  });
});
