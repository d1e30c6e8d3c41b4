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
};

/** Creates the account; the confirmation link signs the user in and lands on /dashboard. */
export function signUp({ firstName, lastName, email, password, captchaToken }: SignUpInput) {
  return authCall(() =>
    authClient.signUp.email(
      {
        email,
        password,
        name: [firstName, lastName].filter(Boolean).join(' '),
        firstName,
        lastName,
        callbackURL: paths.app.dashboard.getHref(),
      },
      { headers: captchaHeaders(captchaToken) },
    ),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
