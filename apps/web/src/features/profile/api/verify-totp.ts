import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';

/** better-auth's POST /api/auth/two-factor/verify-totp: the first good code turns 2FA on. */
export function verifyTotp(code: string) {
  return api.post<unknown>('/api/auth/two-factor/verify-totp', { code });
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    // `me` carries twoFactorEnabled.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
