import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { paths } from '../../../lib/paths';
import { authCall } from './auth-call';

export type ResendConfirmationInput = { email: string; next?: string | null };

/** Sends the sign-up confirmation link again (landing on `next`, else /dashboard). */
export function resendConfirmation({ email, next }: ResendConfirmationInput) {
  return authCall(() =>
    authClient.sendVerificationEmail({
      email,
      callbackURL: next ?? paths.app.dashboard.getHref(),
    }),
  );
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
