import { paths } from '../../../app/paths';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';

export function ForgotPasswordPage() {
  return (
    <AuthPage
      title="Forgot password"
      heading="Forgot your password?"
      lead="Enter the email address you signed up with and we will send you a link to choose a new password."
    >
      <AuthSwitchLink
        question="Remembered it?"
        to={paths.auth.login.getHref()}
        label="Back to sign in"
      />
    </AuthPage>
  );
}
