import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeResult } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './list-sessions';

/** DELETE /api/account/sessions/{id}: signs that device out. */
export function revokeSession(id: string) {
  return api.delete<RevokeResult>(`/api/account/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
