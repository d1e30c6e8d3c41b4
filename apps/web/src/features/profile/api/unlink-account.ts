import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { linkedAccountsQueryOptions } from './list-linked-accounts';

/** better-auth's POST /api/auth/unlink-account (it refuses to remove the last sign-in method). */
export function unlinkAccount(providerId: string) {
  return api.post<{ status: boolean }>('/api/auth/unlink-account', { providerId });
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: linkedAccountsQueryOptions.queryKey }),
  });
}
