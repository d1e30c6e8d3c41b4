import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile, UpdateProfileInput } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';
import { emitAuthEvent } from '../../../lib/auth-events';
import { accountProfileQueryOptions } from './get-account-profile';

/** PATCH /api/account/profile: first and last name (the account name follows). */
export function updateProfile(input: UpdateProfileInput) {
  return api.patch<AccountProfile>('/api/account/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountProfileQueryOptions.queryKey, profile),
    // The shell shows the name from `me`: USER_UPDATED reads it again.
    onSettled: () => emitAuthEvent('USER_UPDATED'),
  });
}
