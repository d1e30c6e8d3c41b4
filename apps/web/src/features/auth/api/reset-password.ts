import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { authCall } from './auth-call';

/** Sets the new password; the server also ends the account's other sessions. */
export function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return authCall(() => authClient.resetPassword({ token, newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
