import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emitAuthEvent } from '../../../lib/auth-events';
import { paths } from '../../../lib/paths';

export type ChangeEmailInput = { newEmail: string };

/**
 * better-auth's POST /api/auth/change-email: mails a confirmation link to the new address; the
 * email changes once it is opened. A sign-in over 10 minutes old confirms it's you first (step-up).
 * Nothing changes until then, so nothing to refresh.
 */
export function changeEmail({ newEmail }: ChangeEmailInput) {
  return api.post<{ status: boolean }>('/api/auth/change-email', {
    newEmail,
    callbackURL: paths.app.profile.getHref(),
  });
}

export function useChangeEmail() {
  // The address changes only once the link is opened; the pending change is the user's news.
  return useMutation({ mutationFn: changeEmail, onSuccess: () => emitAuthEvent('USER_UPDATED') });
}
