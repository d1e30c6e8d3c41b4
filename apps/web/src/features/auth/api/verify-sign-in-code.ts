import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import type { OtpTarget } from '../utils/otp-target';
import { authCall } from './auth-call';

/** Signs in with the code that was sent to the email or phone. */
export async function verifySignInCode({
  target,
  code,
}: {
  target: OtpTarget;
  code: string;
}): Promise<void> {
  if (target.channel === 'email') {
    await authCall(() => authClient.signIn.emailOtp({ email: target.email, otp: code }));
    return;
  }
  await authCall(() => authClient.phoneNumber.verify({ phoneNumber: target.phoneNumber, code }));
}

export function useVerifySignInCode() {
  return useMutation({ mutationFn: verifySignInCode });
}
