import { useState } from 'react';

import { paths } from '../../../lib/paths';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';
import { CheckYourEmail } from './check-your-email';
import { SignUpForm } from './sign-up-form';

export function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthPage
      title="Sign up"
      heading="Create your account"
      lead="Updately is free for consumers. Create an account to start your first journey and see which companies hold your details."
    >
      {sentTo ? (
        <CheckYourEmail email={sentTo} onStartOver={() => setSentTo(null)} focusOnShow />
      ) : (
        <SignUpForm onSignedUp={setSentTo} />
      )}
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
