import { paths } from '../../../app/paths';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';

export function LoginPage() {
  return (
    <AuthPage
      title="Sign in"
      heading="Sign in"
      lead="Welcome back. Sign in to see your journeys, your digital footprints and the updates in progress."
    >
      <AuthSwitchLink
        question="New to Updately?"
        to={paths.auth.signup.getHref()}
        label="Create an account"
      />
      <AuthSwitchLink
        question="Can't remember your password?"
        to={paths.auth.forgotPassword.getHref()}
        label="Reset it"
      />
    </AuthPage>
  );
}
