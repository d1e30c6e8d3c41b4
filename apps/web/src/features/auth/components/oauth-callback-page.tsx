import { paths } from '../../../app/paths';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';

export function OAuthCallbackPage() {
  return (
    <AuthPage
      title="Signing in"
      heading="Finishing sign-in"
      lead="We are confirming your account with your sign-in provider. You will be taken to your dashboard when it is done."
    >
      <AuthSwitchLink
        question="Not moving on?"
        to={paths.auth.login.getHref()}
        label="Return to sign in"
      />
    </AuthPage>
  );
}
