import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import type { OtpTarget } from '../utils/otp-target';
import { authCall, captchaHeaders } from './auth-call';

/** Emails or texts a one-time sign-in code (an unknown address gets an account on sign-in). */
export async function sendSignInCode({
  target,
  captchaToken,
}: {
  target: OtpTarget;
  captchaToken: string;
}): Promise<void> {
  const fetchOptions = { headers: captchaHeaders(captchaToken) };
  if (target.channel === 'email') {
    await authCall(() =>
      authClient.emailOtp.sendVerificationOtp(
        { email: target.email, type: 'sign-in' },
        fetchOptions,
      ),
    );
    return;
  }
  await authCall(() =>
    authClient.phoneNumber.sendOtp({ phoneNumber: target.phoneNumber }, fetchOptions),
  );
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
