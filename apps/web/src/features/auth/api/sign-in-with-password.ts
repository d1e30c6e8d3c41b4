import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { authCall } from './auth-call';

export type PasswordSignInInput = { email: string; password: string };

/** `twoFactor: true` when the account has TOTP on and the code is still to come. */
export async function signInWithPassword({ email, password }: PasswordSignInInput) {
  const data = await authCall(() => authClient.signIn.email({ email, password }));
  const twoFactor = typeof data === 'object' && data !== null && 'twoFactorRedirect' in data;
  return { twoFactor: twoFactor && Boolean(data.twoFactorRedirect) };
}

export function useSignInWithPassword() {
  return useMutation({ mutationFn: signInWithPassword });
}
