import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { paths } from '../../../lib/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';
import { CheckYourEmail } from './check-your-email';
import { PhoneSignUpForm } from './phone-sign-up-form';
import { SignUpForm } from './sign-up-form';

type SignUpWith = 'email' | 'phone';
/** `?with=phone` opens the mobile-number sign-up (where SMS is on). */
const WITH_PARAM = 'with';

/** SPEC.md section 5: sign up with an email or a phone, plus a password. */
export function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const phoneOffered = Boolean(config?.smsEnabled);
  const signUpWith: SignUpWith =
    phoneOffered && params.get(WITH_PARAM) === 'phone' ? 'phone' : 'email';

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
        <SignUpForm onSignedUp={setSentTo} />
      )}
      {phoneOffered && !sentTo ? <SignUpWithChoice value={signUpWith} /> : null}
      <AuthSwitchLink
        question="Already have an account?"
        to={paths.auth.login.getHref()}
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
  return (
    <Link
      to={{ search: value === 'phone' ? '' : `?${WITH_PARAM}=phone` }}
      replace
      className="text-sm font-medium text-brand-800 underline underline-offset-4"
    >
      {value === 'phone'
        ? 'Sign up with your email address instead'
        : 'Sign up with a mobile number instead'}
    </Link>
  );
}
