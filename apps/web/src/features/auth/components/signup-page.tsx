import { paths } from '../../../app/paths';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';

export function SignupPage() {
  return (
    <AuthPage
      title="Sign up"
      heading="Create your account"
      lead="Updately is free for consumers. Create an account to start your first journey and see which companies hold your details."
    >
      <AuthSwitchLink
        question="Already have an account?"
        to={paths.auth.login.getHref()}
        label="Sign in"
      />
    </AuthPage>
  );
}
