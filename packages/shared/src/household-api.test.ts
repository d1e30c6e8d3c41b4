import { describe, expect, it } from 'vitest';
import {
  addHouseholdMemberSchema,
  declineJointRequestSchema,
  householdRelationIsAdult,
  setJointAccountSchema,
} from './household-api';

describe('household rules', () => {
  it('invites adults by email; a child is a dependant without one', () => {
    expect(
      addHouseholdMemberSchema.parse({
        relation: 'partner',
        name: '  Sam Lee ',
        email: ' Sam@Example.COM ',
      }),
    ).toEqual({ relation: 'partner', name: 'Sam Lee', email: 'sam@example.com' });
    expect(addHouseholdMemberSchema.parse({ relation: 'adult', name: 'Jo' })).toEqual({
      relation: 'adult',
      name: 'Jo',
    });
    const child = addHouseholdMemberSchema.safeParse({
      relation: 'child',
      name: 'Kim',
      email: 'kim@example.com',
    });
    expect(child.success).toBe(false);
    expect(child.error?.issues[0]?.path).toEqual(['email']);
    expect(addHouseholdMemberSchema.safeParse({ relation: 'child', name: ' ' }).success).toBe(
      false,
    );
    expect(addHouseholdMemberSchema.safeParse({ relation: 'cousin', name: 'Al' }).success).toBe(
      false,
    );
    expect(
      addHouseholdMemberSchema.safeParse({ relation: 'adult', name: 'Al', email: 'not-an-email' })
        .success,
    ).toBe(false);
    expect(householdRelationIsAdult('partner')).toBe(true);
    expect(householdRelationIsAdult('adult')).toBe(true);
    expect(householdRelationIsAdult('child')).toBe(false);
  });

  it('takes member ids as UUIDs and a decline with its reason', () => {
    expect(setJointAccountSchema.safeParse({ household_ids: ['x'] }).success).toBe(false);
    expect(setJointAccountSchema.safeParse({ household_ids: [] }).success).toBe(true);
    expect(declineJointRequestSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(declineJointRequestSchema.parse({ reason: ' Closed ' })).toEqual({ reason: 'Closed' });
  });
});
