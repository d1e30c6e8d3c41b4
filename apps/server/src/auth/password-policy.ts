import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 256;

let common: Set<string> | undefined;
/** ~49,000 of the most common passwords (zxcvbn-ts, MIT), loaded on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common;
}

/**
 * NIST SP 800-63B-4: a length floor and ceiling, no composition rules, and no password from a
 * list of commonly used ones. Answers the reasons a password is rejected (empty when accepted).
 */
export function passwordProblems(password: string, context: { email?: string } = {}): string[] {
  const reasons: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    reasons.push(
      `Use at least ${PASSWORD_MIN_LENGTH} characters (${PASSWORD_RECOMMENDED_LENGTH} or more is better).`,
    );
  }
  if (length > PASSWORD_MAX_LENGTH) reasons.push(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower))
    reasons.push('This password is one of the most commonly used: choose another.');
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower === local)
    reasons.push("Don't use your email address as your password.");
  return reasons;
}
