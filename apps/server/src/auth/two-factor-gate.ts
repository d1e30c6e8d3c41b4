import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * The only endpoints that may open a session for an account with TOTP on: the password
 * sign-ins (the two-factor plugin turns their session into a challenge), the second factor
 * itself, and a password change (which re-issues the caller's own session). Every other path —
 * code sign-ins, email verification, magic links, OAuth, and any endpoint a later better-auth
 * adds — is refused, so no path skips the second factor.
 */
const TWO_FACTOR_AWARE_PATHS = new Set([
  '/sign-in/email',
  '/sign-in/phone-number',
  '/sign-in/username',
  '/change-password',
]);
const SECOND_FACTOR_PREFIX = '/two-factor/';
/** Browser redirect flows: a refusal there ends in better-auth's own error redirect. */
const REDIRECT_SIGN_IN_PREFIXES = [
  '/callback/',
  '/oauth2/callback/',
  '/one-tap/',
  '/magic-link/verify',
];

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Two-factor authentication is on for this account. Sign in with your password and your authenticator code.';

export type TwoFactorGate = 'allow' | 'refuse' | 'refuse-with-redirect';

/** What the session hook does for a session created by `path` for an account with TOTP on. */
export function twoFactorGate(path: string | undefined): TwoFactorGate {
  // Server-side calls (no endpoint) are the app's own.
  if (!path) return 'allow';
  if (TWO_FACTOR_AWARE_PATHS.has(path) || path.startsWith(SECOND_FACTOR_PREFIX)) return 'allow';
  if (REDIRECT_SIGN_IN_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return 'refuse-with-redirect';
  }
  return 'refuse';
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(user?.on);
}

/**
 * The refusal of a JSON sign-in (a one-time code, an email verification). It is thrown when the
 * session is about to be created — after the code was checked — so a wrong code answers as for
 * any account and the message tells only the holder of a right code that TOTP is on.
 */
export function twoFactorRequired(): APIError {
  return new APIError('FORBIDDEN', {
    code: 'TWO_FACTOR_REQUIRED',
    message: TWO_FACTOR_REQUIRED_MESSAGE,
  });
}
