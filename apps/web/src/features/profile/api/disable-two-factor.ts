import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';

/** better-auth's POST /api/auth/two-factor/disable. */
export function disableTwoFactor(password: string) {
  return api.post<unknown>('/api/auth/two-factor/disable', password ? { password } : {});
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
