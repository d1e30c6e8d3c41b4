import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import type { SignInIdentifier } from '../utils/sign-in-identifier';
import { authCall } from './auth-call';

export type PasswordSignInInput = { identifier: SignInIdentifier; password: string };

/**
 * With an email address or a mobile number (better-auth's phone-number sign-in; the server turns
 * '0412 345 678' into E.164). `twoFactor: true` when the account has TOTP on and the code is
 * still to come.
 */
export async function signInWithPassword({ identifier, password }: PasswordSignInInput) {
  const data = await authCall<unknown>(() =>
    identifier.kind === 'email'
      ? authClient.signIn.email({ email: identifier.email, password })
      : authClient.signIn.phoneNumber({ phoneNumber: identifier.phoneNumber, password }),
  );
  const twoFactor = typeof data === 'object' && data !== null && 'twoFactorRedirect' in data;
  return { twoFactor: twoFactor && Boolean(data.twoFactorRedirect) };
}

export function useSignInWithPassword() {
  return useMutation({ mutationFn: signInWithPassword });
}
