import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@updately/shared/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { paths } from '../../../lib/paths';
import { meQueryOptions, SIGNED_OUT_ME } from '../../../lib/session';
import { beginSessionEnding, clearSessionEnding, type SessionEndReason } from './session-ending';

const ME_KEY = meQueryOptions.queryKey[0];

const NOTICES: Partial<Record<SessionEndReason, { title: string; description: string }>> = {
  deleted: MESSAGES.accountDeleted,
  invalid: MESSAGES.sessionInvalid,
};

/** Clears this browser's cookies without loading the auth client into the guard's bundle. */
async function clearAuthCookies() {
  const { signOutLocally } = await import('../api/sign-out');
  await signOutLocally();
}

/**
 * Leaves the signed-in area: forgets the session, profile and admin flag, drops every cached
 * user query and goes to `/` (or back to sign-in when the session merely expired). `before`
 * runs once the area is marked as leaving (so no check mistakes a sign-out for a lost
 * session); when it fails, the user stays and the error is rethrown.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (reason: SessionEndReason, before?: () => Promise<void>) => {
      if (!beginSessionEnding(reason)) return;
      if (before) {
        try {
          await before();
        } catch (error) {
          clearSessionEnding();
          throw error;
        }
      }
      const notice = NOTICES[reason];
      if (notice) toast.error(notice.title, { description: notice.description });
      if (reason !== 'signed-out') void clearAuthCookies();

      const { pathname, search, hash } = window.location;
      const destination =
        reason === 'expired'
          ? paths.auth.login.getHref(`${pathname}${search}${hash}`)
          : paths.home.getHref();
      queryClient.setQueryData(meQueryOptions.queryKey, SIGNED_OUT_ME);
      await navigate(destination, { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY });
    },
    [navigate, queryClient],
  );
}
