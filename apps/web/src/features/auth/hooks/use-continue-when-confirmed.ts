import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { meQueryOptions } from '../../../lib/session';
import { useCompleteSignIn } from './use-complete-sign-in';

/** How often a visible "Check your email" page asks whether the link has been used. */
export const CONFIRMATION_POLL_MS = 3_000;

/**
 * The confirmation link signs the browser in wherever it is opened; the tab still saying
 * "Check your email" notices (it asks every few seconds while visible, and when it regains
 * focus) and moves on to the requested page or the dashboard.
 */
export function useContinueWhenConfirmed() {
  const me = useQuery({
    ...meQueryOptions,
    staleTime: 0,
    refetchInterval: CONFIRMATION_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const completeSignIn = useCompleteSignIn();
  const signedIn = Boolean(me.data?.user);

  useEffect(() => {
    if (signedIn) void completeSignIn();
  }, [signedIn, completeSignIn]);
}
