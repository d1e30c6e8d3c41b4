import { useMutation } from '@tanstack/react-query';
import {
  phoneSignUpSentSchema,
  type PhoneSignUpInput,
  type PhoneSignUpSent,
} from '@updately/shared/phone-sign-up-api';

import { api } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';
import { authCall, captchaHeaders } from './auth-call';

/**
 * POST /api/sign-up/phone: keeps the password and names with the number and texts it a code.
 * Answers the number in E.164 (for the verify call) and partly hidden (for the screen).
 */
export async function signUpWithPhone({
  captchaToken,
  ...input
}: PhoneSignUpInput & { captchaToken: string }): Promise<PhoneSignUpSent> {
  const sent = await api.post('/api/sign-up/phone', input, {
    headers: captchaHeaders(captchaToken),
    retryTransient: true,
  });
  return phoneSignUpSentSchema.parse(sent);
}

/** The texted code confirms the number: the account is made with that password and signed in. */
export async function confirmPhoneSignUp({
  phoneNumber,
  code,
}: {
  phoneNumber: string;
  code: string;
}) {
  await authCall(() => authClient.phoneNumber.verify({ phoneNumber, code }));
}

export function useSignUpWithPhone() {
  return useMutation({ mutationFn: signUpWithPhone });
}

export function useConfirmPhoneSignUp() {
  return useMutation({ mutationFn: confirmPhoneSignUp });
}
