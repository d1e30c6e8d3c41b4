import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';

import { rememberJourneyIntent } from '../../../lib/journey-intent';
import { paths } from '../../../lib/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useMe } from '../../../lib/session';
import { requestedPath } from '../utils/redirect';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';
import { CheckYourEmail } from './check-your-email';
import { PhoneSignUpForm } from './phone-sign-up-form';
import { ProviderSignIn } from './provider-sign-in';
import { SignUpForm } from './sign-up-form';

type SignUpWith = 'email' | 'phone';
/** `?with=phone` opens the mobile-number sign-up (where SMS is on). */
const WITH_PARAM = 'with';

/**
 * SPEC.md section 5: sign up with an email or a phone, plus a password. `?next=<path>` (issue
 * 23) is where the new account lands: the confirmation link, Google and the phone code all go
 * there, and someone already signed in goes there at once.
 */
export function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const signedIn = Boolean(useMe().data?.user);
  const next = requestedPath(params);
  const phoneOffered = Boolean(config?.smsEnabled);
  const signUpWith: SignUpWith =
    phoneOffered && params.get(WITH_PARAM) === 'phone' ? 'phone' : 'email';
  // The dashboard offers this journey first later, whichever way the account is made.
  useEffect(() => rememberJourneyIntent(next), [next]);

  if (signedIn && next && !sentTo) return <Navigate to={next} replace />;

  return (
    <AuthPage
      title="Sign up"
      heading="Create your account"
      lead="Updately is free for consumers. Create an account to start your first journey and see which companies hold your details."
    >
      {sentTo ? (
        <CheckYourEmail email={sentTo} onStartOver={() => setSentTo(null)} focusOnShow />
      ) : signUpWith === 'phone' ? (
        <PhoneSignUpForm />
      ) : (
        <SignUpForm onSignedUp={setSentTo} next={next} />
      )}
      {phoneOffered && !sentTo ? <SignUpWithChoice value={signUpWith} /> : null}
      {config && !sentTo ? (
        <ProviderSignIn config={config} redirectTo={next ?? paths.app.dashboard.getHref()} />
      ) : null}
      <AuthSwitchLink
        question="Already have an account?"
        to={paths.auth.login.getHref(next)}
        label="Sign in"
      />
      <AuthSwitchLink
        question="Rather not use a password?"
        to={`${paths.auth.login.getHref()}?method=code`}
        label="Sign in with a one-time code"
      />
    </AuthPage>
  );
}

/** The other way to sign up, as a link (it keeps the choice in the address: `?with=phone`). */
function SignUpWithChoice({ value }: { value: SignUpWith }) {
  const [params] = useSearchParams();
  const search = new URLSearchParams(params);
  if (value === 'phone') search.delete(WITH_PARAM);
  else search.set(WITH_PARAM, 'phone');
  return (
    <Link
      to={{ search: search.size ? `?${search}` : '' }}
      replace
      className="text-sm font-medium text-brand-800 underline underline-offset-4"
    >
      {value === 'phone'
        ? 'Sign up with your email address instead'
        : 'Sign up with a mobile number instead'}
    </Link>
  );
}
