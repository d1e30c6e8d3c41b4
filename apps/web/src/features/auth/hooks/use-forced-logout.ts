import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_CHECK_INTERVAL_MS } from '@updately/shared/constants';
import type { Me } from '@updately/shared/me-api';
import { useEffect, useState } from 'react';

import { api, onUnauthorized } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';
import { clearSessionEnding, useSessionEnding } from './session-ending';
import { useEndSession } from './use-end-session';

const REALTIME_URL = '/api/realtime';

/**
 * Keeps a signed-in area honest (SPEC.md section 4): the live stream's `profile_deleted` ends
 * the session with 'Account Deleted'; a check every 2 minutes and whenever the tab regains focus
 * that finds the user gone (or without a profile) ends it with 'Session Invalid'; any other
 * API call answered 401 sends the user to sign in again. Mounted by RequireAuth, which outlives
 * every signed-in page, so the transition is seen before any redirect to /login.
 *
 * Returns `leaving` while the session is being ended: show a spinner, not the page.
 */
export function useForcedLogout(me: Me | undefined) {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const ending = useSessionEnding();
  const userId = me?.user?.id ?? null;

  // "Adjusting state while rendering": remember that this area has had a signed-in user.
  const [seenUserId, setSeenUserId] = useState<string | null>(null);
  if (userId && userId !== seenUserId) setSeenUserId(userId);
  const lost = seenUserId !== null && me !== undefined && (!me.user || !me.profile);

  useEffect(() => {
    clearSessionEnding();
  }, []);

  useEffect(() => {
    if (lost) void endSession('invalid');
  }, [lost, endSession]);

  useQuery({
    ...meQueryOptions,
    enabled: userId !== null,
    refetchInterval: PROFILE_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!userId) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.refetchQueries(
        { queryKey: meQueryOptions.queryKey },
        { cancelRefetch: false },
      );
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [userId, queryClient]);

  useEffect(() => {
    if (!userId) return;
    const source = new EventSource(REALTIME_URL);
    source.addEventListener('profile_deleted', () => void endSession('deleted'));
    // A stream refused for good (401) means the session is gone: let the check confirm it.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        void queryClient.refetchQueries({ queryKey: meQueryOptions.queryKey });
      }
    });
    return () => source.close();
  }, [userId, endSession, queryClient]);

  useEffect(() => {
    if (!userId) return;
    // Sessions refresh silently: better-auth extends the session (and its cookie) here.
    void api.get('/api/auth/get-session', { skipUnauthorizedHandler: true }).catch(() => undefined);
    return onUnauthorized(() => void endSession('expired'));
  }, [userId, endSession]);

  return { leaving: lost || ending !== null };
}
