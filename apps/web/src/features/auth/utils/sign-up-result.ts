import { SIGNUP_DUPLICATE_WINDOW_MS } from '@updately/shared/constants';

type SignedUpUser = { emailVerified?: boolean | null; createdAt?: string | Date | null };

/**
 * The spec's rule for a successful sign-up answer: a user that is still unconfirmed and was
 * created more than 60 seconds ago already existed, so the address is already registered.
 */
export function isAlreadyRegistered(
  user: SignedUpUser | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!user || user.emailVerified || !user.createdAt) return false;
  const created = new Date(user.createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return now - created > SIGNUP_DUPLICATE_WINDOW_MS;
}
