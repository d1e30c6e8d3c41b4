import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

describe('passwordProblems (NIST SP 800-63B-4)', () => {
  it('accepts a long passphrase with no composition rules', () => {
    expect(passwordProblems('correct horse battery staple')).toEqual([]);
    expect(passwordProblems('alllowercaseletters')).toEqual([]);
  });

  it('rejects fewer than 8 characters and says why', () => {
    expect(passwordProblems('Zx9!kQ')).toEqual([
      'Use at least 8 characters (15 or more is better).',
    ]);
  });

  it('counts characters, not bytes', () => {
    expect(passwordProblems('ééééééé')).toHaveLength(1);
    expect(passwordProblems('éééééééé')).toEqual([]);
  });

  it('rejects common passwords whatever the case', () => {
    expect(passwordProblems('password1')).toContain(
      'This password is one of the most commonly used: choose another.',
    );
    expect(passwordProblems('PASSWORD1')).toContain(
      'This password is one of the most commonly used: choose another.',
    );
  });

  it('lists every reason at once', () => {
    expect(passwordProblems('qwerty')).toHaveLength(2);
  });

  it('rejects very long passwords and the email as password', () => {
    expect(passwordProblems('x'.repeat(257))).toEqual(['Use at most 256 characters.']);
    expect(passwordProblems('annalee99', { email: 'annalee99@example.com' })).toEqual([
      "Don't use your email address as your password.",
    ]);
  });
});
