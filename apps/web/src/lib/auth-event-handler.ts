import type { QueryClient } from '@tanstack/react-query';

import { onAuthEvent, type AuthEventListener } from './auth-events';
import { meQueryOptions, SIGNED_OUT_ME } from './session';

const ME_KEY = meQueryOptions.queryKey[0];
const notMe = {
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== ME_KEY,
};

/**
 * The one place that turns auth events into cached state:
 * - SIGNED_IN: nothing cached for another person survives; the user, profile and admin flag are
 *   loaded afresh by whoever completes the sign-in.
 * - MFA_CHALLENGE_VERIFIED (an authenticator code at sign-in or to confirm it's you): the user
 *   and how fresh the session is are read again.
 * - SIGNED_OUT: no session, profile or admin flag; every cached user query goes.
 * - USER_UPDATED (name, email, password, two-factor, avatar): the user and account are read again.
 * - INITIAL_SESSION, TOKEN_REFRESHED, PASSWORD_RECOVERY: nothing cached changes (the session
 *   cookie is the browser's; a recovery link holds no session).
 */
export function authEventHandler(queryClient: QueryClient): AuthEventListener {
  return (event) => {
    switch (event) {
      case 'SIGNED_IN':
        queryClient.removeQueries(notMe);
        void queryClient.invalidateQueries({
          queryKey: meQueryOptions.queryKey,
          refetchType: 'none',
        });
        return;
      case 'MFA_CHALLENGE_VERIFIED':
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        void queryClient.invalidateQueries({ queryKey: ['account', 'reauthenticate'] });
        return;
      case 'SIGNED_OUT':
        queryClient.setQueryData(meQueryOptions.queryKey, SIGNED_OUT_ME);
        queryClient.removeQueries(notMe);
        return;
      case 'USER_UPDATED':
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        void queryClient.invalidateQueries({ queryKey: ['account'] });
        return;
      case 'INITIAL_SESSION':
      case 'TOKEN_REFRESHED':
      case 'PASSWORD_RECOVERY':
        return;
    }
  };
}

/** Installs the handler for the app's query cache; returns the function that removes it. */
export function handleAuthEvents(queryClient: QueryClient): () => void {
  return onAuthEvent(authEventHandler(queryClient));
}
