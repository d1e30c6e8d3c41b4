import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Field } from '../../../components/ui/field';
import { paths } from '../../../lib/paths';
import { toAuthFailure } from '../api/auth-call';
import { useSignInWithPassword } from '../api/sign-in-with-password';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { passwordSignInSchema, type PasswordSignInValues } from '../utils/schemas';
import { readSignInIdentifier } from '../utils/sign-in-identifier';
import { CheckYourEmail } from './check-your-email';
import { RootErrorAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

type PasswordSignInFormProps = {
  onTwoFactor: () => void;
  /** Mobile numbers are accepted where SMS is on (the server's phone sign-in). */
  phoneAllowed?: boolean;
};

export function PasswordSignInForm({ onTwoFactor, phoneAllowed = false }: PasswordSignInFormProps) {
  const signIn = useSignInWithPassword();
  const completeSignIn = useCompleteSignIn();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const form = useForm<PasswordSignInValues>({
    resolver: zodResolver(passwordSignInSchema({ phoneAllowed })),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    const identifier = readSignInIdentifier(values.email, { phoneAllowed });
    if ('error' in identifier) return;
    try {
      const { twoFactor } = await signIn.mutateAsync({ identifier, password: values.password });
      if (twoFactor) return onTwoFactor();
      if (!(await completeSignIn())) throw new Error('No session after sign-in');
    } catch (error) {
      const failure = toAuthFailure(error);
      toast.error(MESSAGES.signInFailed, { description: failure.message });
      if (failure.code === 'EMAIL_NOT_VERIFIED') {
        setUnconfirmedEmail(values.email);
      } else if (failure.status === 401) {
        form.setError('password', { message: failure.message }, { shouldFocus: true });
      } else {
        form.setError('root.server', { message: `${MESSAGES.signInFailed}: ${failure.message}` });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <RootErrorAlert errors={errors} />
      {unconfirmedEmail ? <CheckYourEmail email={unconfirmedEmail} /> : null}
      <Field
        id="login-email"
        label={phoneAllowed ? 'Email or mobile number' : 'Email'}
        type={phoneAllowed ? 'text' : 'email'}
        autoComplete="username"
        inputMode={phoneAllowed ? undefined : 'email'}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="-mt-2 text-sm">
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          Forgot your password?
        </Link>
      </p>
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in…" size="lg">
        Sign in
      </SubmitButton>
    </form>
  );
}
