import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { hasPasswordAccount } from './credential-password';

/**
 * Pre-registration (L10): anyone can sign up with someone else's address and a password of their
 * own. The browser that signed up gets this cookie, bound to the new user; when the address is
 * confirmed from a browser without it — most likely its real owner, following the mail — the
 * password set at sign-up is removed, so whoever chose it cannot sign in. The owner is signed in
 * by the confirmation and can set a password of their own.
 */
export const SIGN_UP_PROOF_COOKIE = 'updately.sign_up_proof';
export const SIGN_UP_PROOF_MAX_AGE_SECONDS = 24 * 60 * 60;

function signature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`sign-up-proof:${userId}`).digest('base64url');
}

export function signUpProof(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** Whether the request carries the sign-up proof of this user. */
export function hasSignUpProof(secret: string, userId: string, request?: Request): boolean {
  const cookies = request?.headers.get('cookie') ?? '';
  const value = cookies
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SIGN_UP_PROOF_COOKIE}=`))
    ?.slice(SIGN_UP_PROOF_COOKIE.length + 1);
  if (!value) return false;
  const expected = Buffer.from(signUpProof(secret, userId));
  const given = Buffer.from(decodeURIComponent(value));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Removes the unproven password of a user whose address someone else just confirmed. */
export async function removeUnprovenPassword(db: Db, userId: string): Promise<boolean> {
  const removed = await db
    .delete(accounts)
    .where(hasPasswordAccount(userId))
    .returning({ id: accounts.id });
  return removed.length > 0;
}
