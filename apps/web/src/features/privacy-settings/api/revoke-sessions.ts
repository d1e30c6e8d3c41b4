import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeResult, RevokeSessionsInput } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './list-sessions';

/** POST /api/account/sessions/revoke: every other device ('others') or every device ('all'). */
export function revokeSessions(scope: RevokeSessionsInput['scope']) {
  return api.post<RevokeResult>('/api/account/sessions/revoke', { scope });
}

/** Signs every other device out; this one stays, so its list refreshes. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeSessions('others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
