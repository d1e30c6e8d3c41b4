import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emitAuthEvent } from '../../../lib/auth-events';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
};

/** better-auth's POST /api/auth/change-password. */
export function changePassword(input: ChangePasswordInput) {
  return api.post<unknown>('/api/auth/change-password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Signing the other devices out changes the sessions list (Privacy & Security).
    onSuccess: (_data, input) => {
      emitAuthEvent('USER_UPDATED');
      if (input.revokeOtherSessions) {
        void queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
      }
    },
  });
}
