import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { paths } from '../../../lib/paths';
import { authCall } from './auth-call';

/** Sends the sign-up confirmation link again (it also lands on /dashboard). */
export function resendConfirmation(email: string) {
  return authCall(() =>
    authClient.sendVerificationEmail({ email, callbackURL: paths.app.dashboard.getHref() }),
  );
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
