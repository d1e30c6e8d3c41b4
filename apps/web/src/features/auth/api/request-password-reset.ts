import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { paths } from '../../../lib/paths';
import { authCall, captchaHeaders } from './auth-call';

/** Emails a reset link that lands on /reset-password?token=… (silently nothing for unknown emails). */
export function requestPasswordReset({
  email,
  captchaToken,
}: {
  email: string;
  captchaToken: string;
}) {
  return authCall(() =>
    authClient.requestPasswordReset(
      { email, redirectTo: paths.auth.resetPassword.getHref() },
      { headers: captchaHeaders(captchaToken) },
    ),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
