import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { paths } from '../../../lib/paths';
import { authCall } from './auth-call';

export type ProviderSignInInput = {
  /** `google`, or the configured SSO provider id (better-auth lists it with the social ones). */
  provider: string;
  /** Where to go once signed in (already sanitised). */
  redirectTo: string;
};

/**
 * Starts the OAuth redirect. The provider returns through /api/auth/callback to /oauth-callback,
 * which loads the session and moves on; failures come back to /login with `?error=`.
 */
export function signInWithProvider({ provider, redirectTo }: ProviderSignInInput) {
  const callbackURL = `${paths.auth.oauthCallback.getHref()}?${new URLSearchParams({ redirectTo })}`;
  return authCall(() =>
    authClient.signIn.social({
      provider,
      callbackURL,
      newUserCallbackURL: callbackURL,
      errorCallbackURL: paths.auth.login.getHref(redirectTo),
    }),
  );
}

export function useSignInWithProvider() {
  return useMutation({ mutationFn: signInWithProvider });
}
