import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type TwoFactorEnrolment = { totpURI: string; backupCodes: string[] };

/**
 * better-auth's POST /api/auth/two-factor/enable: starts enrolment with a new secret. It is on
 * only once a code from the app is verified (verify-totp), so nothing to refresh yet.
 */
export function enableTwoFactor(password: string) {
  return api.post<TwoFactorEnrolment>('/api/auth/two-factor/enable', password ? { password } : {});
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
