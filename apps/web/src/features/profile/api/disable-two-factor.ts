import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emitAuthEvent } from '../../../lib/auth-events';

/** better-auth's POST /api/auth/two-factor/disable. */
export function disableTwoFactor(password: string) {
  return api.post<unknown>('/api/auth/two-factor/disable', password ? { password } : {});
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => emitAuthEvent('USER_UPDATED'),
  });
}
