import { AuthPage } from './auth-page';

export function ResetPasswordPage() {
  return (
    <AuthPage
      title="Reset password"
      heading="Reset your password"
      lead="Choose a new password for your Updately account. Once it is saved, you can sign in with it straight away."
    />
  );
}
