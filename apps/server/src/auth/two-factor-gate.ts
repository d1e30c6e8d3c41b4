import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Sign-in methods better-auth's two-factor plugin does not guard (it only holds back password
 * sign-ins). For an account with TOTP on, they must not open a session on their own.
 */
const UNGUARDED_SIGN_IN = [
  '/sign-in/email-otp',
  '/phone-number/verify',
  '/magic-link/verify',
  '/callback/',
  '/oauth2/callback/',
  '/one-tap/',
  '/sign-in/social',
  '/sign-in/oauth2',
];

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Two-factor authentication is on for this account. Sign in with your password and your authenticator code.';

export function isUnguardedSignIn(path: string | undefined): boolean {
  return Boolean(path && UNGUARDED_SIGN_IN.some((p) => path.startsWith(p)));
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(user?.on);
}

/** The clear refusal for code sign-ins, before a code is even checked. */
export async function refuseCodeSignInWithTwoFactor(db: Db, body: Record<string, unknown>) {
  const where =
    typeof body.email === 'string'
      ? eq(users.email, body.email.trim().toLowerCase())
      : typeof body.phoneNumber === 'string'
        ? eq(users.phoneNumber, body.phoneNumber)
        : undefined;
  if (!where) return;
  const [user] = await db.select({ on: users.twoFactorEnabled }).from(users).where(where);
  if (user?.on) {
    throw new APIError('FORBIDDEN', {
      code: 'TWO_FACTOR_REQUIRED',
      message: TWO_FACTOR_REQUIRED_MESSAGE,
    });
  }
}
