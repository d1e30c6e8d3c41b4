import { MESSAGES } from '@updately/shared/messages';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../lib/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useMe } from '../../../lib/session';
import { describeOAuthError } from '../utils/auth-failure';
import { redirectTarget, requestedPath } from '../utils/redirect';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';
import { OneTimeCodeForm } from './one-time-code-form';
import { PasswordSignInForm } from './password-sign-in-form';
import { ProviderSignIn } from './provider-sign-in';
import { TwoFactorForm } from './two-factor-form';

type Method = 'password' | 'code';

export function LoginPage() {
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const [twoFactor, setTwoFactor] = useState(false);
  const method: Method = params.get('method') === 'code' ? 'code' : 'password';
  const signedIn = Boolean(useMe().data?.user);
  const requested = requestedPath(params);
  useOAuthErrorNotice();

  const switchTo = (next: Method) => {
    const search = new URLSearchParams(params);
    if (next === 'code') search.set('method', 'code');
    else search.delete('method');
    return `?${search}`;
  };

  // `?next=` (issue 23): someone already signed in goes straight on.
  if (signedIn && params.has('next') && requested && !twoFactor) {
    return <Navigate to={requested} replace />;
  }

  let content;
  if (twoFactor) {
    content = <TwoFactorForm onCancel={() => setTwoFactor(false)} />;
  } else if (!config) {
    content = <PageSpinner />;
  } else {
    content = (
      <>
        {method === 'code' ? (
          <OneTimeCodeForm config={config} />
        ) : (
          <PasswordSignInForm
            onTwoFactor={() => setTwoFactor(true)}
            phoneAllowed={config.smsEnabled}
          />
        )}
        <Link
          to={switchTo(method === 'code' ? 'password' : 'code')}
          replace
          className="text-sm font-medium text-brand-800 underline underline-offset-4"
        >
          {method === 'code'
            ? 'Sign in with your password instead'
            : config.smsEnabled
              ? 'Sign in with a one-time code by email or text instead'
              : 'Sign in with a one-time code by email instead'}
        </Link>
        <ProviderSignIn config={config} redirectTo={redirectTarget(params)} />
      </>
    );
  }

  return (
    <AuthPage
      title="Sign in"
      heading="Sign in"
      lead="Welcome back. Sign in to see your journeys, your digital footprints and the updates in progress."
    >
      {content}
      <AuthSwitchLink
        question="New to Updately?"
        to={paths.auth.signup.getHref(requested)}
        label="Create an account"
      />
    </AuthPage>
  );
}

/** An OAuth failure comes back as `?error=…`: say so once, then tidy the address. */
function useOAuthErrorNotice() {
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const description = params.get('error_description');

  useEffect(() => {
    if (!error) return;
    toast.error(MESSAGES.googleSignInFailed, {
      id: 'oauth-error',
      description: describeOAuthError(error, description),
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('error_description');
        return next;
      },
      { replace: true },
    );
  }, [error, description, setParams]);
}
