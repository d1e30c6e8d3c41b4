import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetPasswordInput } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';
import { emitAuthEvent } from '../../../lib/auth-events';
import { linkedAccountsQueryOptions } from './list-linked-accounts';

/** POST /api/account/password: a first password for an account that signs in without one. */
export function setPassword(input: SetPasswordInput) {
  return api.post<{ success: true }>('/api/account/password', input);
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    // The account now has a credential: the sign-in methods list changes.
    onSuccess: () => {
      emitAuthEvent('USER_UPDATED');
      void queryClient.invalidateQueries({ queryKey: linkedAccountsQueryOptions.queryKey });
    },
  });
}
