import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { paths } from '../../../lib/paths';
import { authCall, captchaHeaders } from './auth-call';

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  captchaToken: string;
  /** The confirmation link's landing page (a safe relative path); the dashboard by default. */
  next?: string | null;
};

/** Creates the account; the confirmation link signs the user in and lands on `next`. */
export function signUp({ firstName, lastName, email, password, captchaToken, next }: SignUpInput) {
  return authCall(() =>
    authClient.signUp.email(
      {
        email,
        password,
        name: [firstName, lastName].filter(Boolean).join(' '),
        firstName,
        lastName,
        callbackURL: next ?? paths.app.dashboard.getHref(),
      },
      { headers: captchaHeaders(captchaToken) },
    ),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
