import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { authCall } from './auth-call';

export type TwoFactorInput = { code: string; method: 'totp' | 'backup-code' };

/** Completes a sign-in that answered `twoFactorRedirect`, with an app code or a backup code. */
export function verifyTwoFactor({ code, method }: TwoFactorInput) {
  if (method === 'backup-code') {
    return authCall(() => authClient.twoFactor.verifyBackupCode({ code }));
  }
  return authCall(() => authClient.twoFactor.verifyTotp({ code }));
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
