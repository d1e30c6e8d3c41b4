import { ApiClientError, api } from './api-client';
import { emitAuthEvent } from './auth-events';
import { isRetryableStatus } from './transient-retry';

/** `ended`: the session is gone for good; `unknown`: no verdict now (offline, busy), ask later. */
export type SessionRefreshOutcome = 'refreshed' | 'ended' | 'unknown';

type SessionAnswer = { session?: unknown } | null;

/**
 * Whether a failed refresh ends the session (SPEC.md section 4: removed on non-retryable refresh
 * errors). No answer and 502, 503, 504 were already retried and may pass; a 429 only says "not
 * so fast". Anything else is a verdict.
 */
export function refreshFailureEndsSession(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return false;
  return !isRetryableStatus(error.status) && error.status !== 429;
}

/**
 * The background session refresh: better-auth's get-session, read from the database (not the
 * signed cookie copy) so it renews the session and its cookie once `updateAge` has passed.
 * Retries transient failures with the spec's back-off; TOKEN_REFRESHED when a session came back.
 */
export async function refreshSession(): Promise<SessionRefreshOutcome> {
  try {
    const answer = await api.get<SessionAnswer>('/api/auth/get-session?disableCookieCache=true', {
      skipUnauthorizedHandler: true,
      retryTransient: true,
    });
    if (!answer?.session) return 'ended';
    emitAuthEvent('TOKEN_REFRESHED');
    return 'refreshed';
  } catch (error) {
    return refreshFailureEndsSession(error) ? 'ended' : 'unknown';
  }
}
