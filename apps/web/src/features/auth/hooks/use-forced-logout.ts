import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_CHECK_INTERVAL_MS } from '@updately/shared/constants';
import type { Me } from '@updately/shared/me-api';
import { DOCUMENT_ACCESSED, UPDATE_REQUEST_CHANGED } from '@updately/shared/realtime-events';
import {
  JOURNEY_ACCESS_CHANGED,
  JOURNEY_ACCESS_REVOKED,
} from '@updately/shared/journey-people-api';
import { useCallback, useEffect, useState } from 'react';

import { onUnauthorized } from '../../../lib/api-client';
import { emitRealtimeEvent } from '../../../lib/realtime-events';
import { meQueryOptions } from '../../../lib/session';
import { refreshSession } from '../../../lib/session-refresh';
import { clearSessionEnding, useSessionEnding } from './session-ending';
import { useEndSession } from './use-end-session';

const REALTIME_URL = '/api/realtime';
const FORWARDED_EVENTS = [
  UPDATE_REQUEST_CHANGED,
  DOCUMENT_ACCESSED,
  JOURNEY_ACCESS_REVOKED,
  JOURNEY_ACCESS_CHANGED,
];
const SESSION_ENDED_GRACE_MS = 250;

/**
 * Keeps a signed-in area honest (SPEC.md section 4). One lost session, one outcome: the live
 * stream's `profile_deleted` ends it with 'Account Deleted'; everything else that finds the
 * session or profile gone ends it with 'Session Invalid' and goes to `/` — the check every
 * 2 minutes and whenever the tab regains focus (the session refresh, then /api/me), a refresh
 * refused for good, and a 401 answer to any call. Mounted by RequireAuth, which outlives every
 * signed-in page, so the transition is seen before any redirect to /login.
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

  // The session refresh (which also slides the session and its cookie once updateAge has
  // passed, and reads past the signed cookie copy), then the profile.
  const check = useCallback(async () => {
    if ((await refreshSession()) === 'ended') {
      void endSession('invalid');
      return;
    }
    await queryClient.refetchQueries(
      { queryKey: meQueryOptions.queryKey },
      { cancelRefetch: false },
    );
  }, [endSession, queryClient]);

  useEffect(() => {
    if (lost) void endSession('invalid');
  }, [lost, endSession]);

  // Keeps `me` subscribed while the area is open; the checks below decide when it is read again.
  useQuery({ ...meQueryOptions, enabled: userId !== null, refetchOnWindowFocus: false });

  useEffect(() => {
    if (!userId) return;
    const onFocus = () => {
      if (document.visibilityState === 'visible') void check();
    };
    void refreshSession().then((outcome) => {
      if (outcome === 'ended') void endSession('invalid');
    });
    const interval = window.setInterval(() => void check(), PROFILE_CHECK_INTERVAL_MS);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [userId, check, endSession]);

  useEffect(() => {
    if (!userId) return;
    const source = new EventSource(REALTIME_URL);
    source.addEventListener('profile_deleted', () => void endSession('deleted'));
    // The same stream carries other features' news: pass it on.
    const forward = (event: MessageEvent<string>) => {
      try {
        emitRealtimeEvent(event.type, JSON.parse(event.data) as unknown);
      } catch {
        // A malformed event is nobody's news.
      }
    };
    for (const type of FORWARDED_EVENTS) source.addEventListener(type, forward);
    // The server ends the stream when this session is revoked; a stream refused for good (401)
    // means the same. Either way the check confirms it.
    let ended: number | undefined;
    source.addEventListener('session_ended', () => {
      // An account deletion also ends its sessions: let a profile_deleted sent with it arrive
      // first, so the tab says 'Account Deleted' rather than 'Session Invalid'.
      ended = window.setTimeout(() => {
        source.close();
        void check();
      }, SESSION_ENDED_GRACE_MS);
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) void check();
    });
    return () => {
      window.clearTimeout(ended);
      source.close();
    };
  }, [userId, endSession, check]);

  useEffect(() => {
    if (!userId) return;
    return onUnauthorized(() => void endSession('invalid'));
  }, [userId, endSession]);

  return { leaving: lost || ending !== null };
}
