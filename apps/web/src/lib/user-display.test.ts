import type { Me } from '@updately/shared/me-api';
import { describe, expect, it } from 'vitest';

import { displayName, initials, userInitials } from './user-display';

function me(first: string | null, last: string | null, name = 'Account Name'): Me {
  return {
    user: {
      id: 'u1',
      email: 'ada@example.com',
      name,
      emailVerified: true,
      image: null,
      twoFactorEnabled: false,
      phoneNumber: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    profile: {
      first_name: first,
      last_name: last,
      auth_provider: 'email',
      data_processing_consent: true,
      marketing_consent: false,
      avatar_url: null,
      onboarding_history: [],
      onboarding_completed_at: null,
      location: null,
    },
    isAdmin: false,
    isBusinessMember: false,
    safe_mode: false,
  };
}

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName(me('Ada', 'Lovelace'))).toBe('Ada Lovelace');
    expect(displayName(me('Ada', null))).toBe('Ada');
  });

  it('falls back to the account name, then the email', () => {
    expect(displayName(me(' ', null))).toBe('Account Name');
    expect(displayName(me(null, null, ''))).toBe('ada@example.com');
    expect(displayName(undefined)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('ada king lovelace')).toBe('AL');
    expect(initials('Ada')).toBe('A');
    expect(initials('  ')).toBe('?');
    expect(initials('Émilie du Châtelet')).toBe('ÉC');
  });
});

describe('userInitials', () => {
  it('uses the first letters of the first and last name', () => {
    expect(userInitials(me('Robin', 'Mover 1ee66d31'))).toBe('RM');
    expect(userInitials(me('Robin', null))).toBe('R');
    expect(userInitials(me(null, null, 'Grace Brewster Hopper'))).toBe('GH');
  });
});
