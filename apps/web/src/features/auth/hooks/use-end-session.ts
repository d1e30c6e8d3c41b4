import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@updately/shared/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { emitAuthEvent } from '../../../lib/auth-events';
import { paths } from '../../../lib/paths';
import { meQueryOptions, SIGNED_OUT_ME } from '../../../lib/session';
import { beginSessionEnding, clearSessionEnding, type SessionEndReason } from './session-ending';

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
 * user query and goes to `/` (SPEC.md: forced logout lands on /). `before`
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

      const destination = paths.home.getHref();
      // Signed out before the page changes, so no guard sends the visitor to /login on the way.
      queryClient.setQueryData(meQueryOptions.queryKey, SIGNED_OUT_ME);
      await navigate(destination, { replace: true });
      emitAuthEvent('SIGNED_OUT');
    },
    [navigate, queryClient],
  );
}
