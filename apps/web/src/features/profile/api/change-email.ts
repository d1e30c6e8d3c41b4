import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { emitAuthEvent } from '../../../lib/auth-events';
import { paths } from '../../../lib/paths';

export type ChangeEmailInput = { newEmail: string; password?: string };

/**
 * better-auth's POST /api/auth/change-email: mails a confirmation link to the new address; the
 * email changes once it is opened. The password is needed when the sign-in is over 10 minutes old.
 * Nothing changes until then, so nothing to refresh.
 */
export function changeEmail({ newEmail, password }: ChangeEmailInput) {
  return api.post<{ status: boolean }>('/api/auth/change-email', {
    newEmail,
    callbackURL: paths.app.profile.getHref(),
    ...(password ? { password } : {}),
  });
}

export function useChangeEmail() {
  // The address changes only once the link is opened; the pending change is the user's news.
  return useMutation({ mutationFn: changeEmail, onSuccess: () => emitAuthEvent('USER_UPDATED') });
}
