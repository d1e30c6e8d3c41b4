import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emitAuthEvent } from '../../../lib/auth-events';

/** better-auth's POST /api/auth/two-factor/verify-totp: the first good code turns 2FA on. */
export function verifyTotp(code: string) {
  return api.post<unknown>('/api/auth/two-factor/verify-totp', { code });
}

export function useVerifyTotp() {
  return useMutation({
    mutationFn: verifyTotp,
    // `me` carries twoFactorEnabled: USER_UPDATED reads it again.
    onSuccess: () => emitAuthEvent('USER_UPDATED'),
  });
}
