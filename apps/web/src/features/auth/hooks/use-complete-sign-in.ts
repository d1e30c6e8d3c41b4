import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { emitAuthEvent } from '../../../lib/auth-events';
import { meQueryOptions } from '../../../lib/session';
import { redirectTarget } from '../utils/redirect';
import { clearSessionEnding } from './session-ending';

/**
 * After any sign-in: load the user, profile and admin flag afresh (so the guard sees them at
 * once), then go to the remembered origin or /dashboard. Resolves false when no session came.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return useCallback(async () => {
    clearSessionEnding();
    emitAuthEvent('SIGNED_IN');
    const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    if (!me.user) return false;
    await navigate(redirectTarget(params), { replace: true });
    return true;
  }, [navigate, params, queryClient]);
}
