import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { emitAuthEvent } from '../../../lib/auth-events';
import { paths } from '../../../lib/paths';
import { toAuthFailure } from '../api/auth-call';
import { useResetPassword } from '../api/reset-password';
import { showPasswordFailure } from '../utils/auth-failure';
import {
  forgetRecoveryToken,
  heldRecoveryToken,
  holdRecoveryToken,
  splitRecoveryToken,
} from '../utils/recovery-token';
import { PASSWORD_GUIDANCE, resetPasswordSchema, type ResetPasswordValues } from '../utils/schemas';
import { AuthPage } from './auth-page';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

const RESET_FAILED = 'Password not changed';

/**
 * The reset link's token leaves the address bar at once (L8: it would otherwise sit in the
 * history and reach analytics) and stays in memory for the form: PASSWORD_RECOVERY.
 */
function useRecoveryToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = splitRecoveryToken(location.search);
  // Held only for this page after the address bar was cleaned, never for an ?error= link.
  const [token] = useState(() => fromLink.token ?? (location.search ? null : heldRecoveryToken()));

  useEffect(() => {
    if (!fromLink.token) return;
    holdRecoveryToken(fromLink.token);
    emitAuthEvent('PASSWORD_RECOVERY');
    void navigate({ search: fromLink.rest, hash: location.hash }, { replace: true });
  }, [fromLink.token, fromLink.rest, location.hash, navigate]);

  return token;
}

export function ResetPasswordPage() {
  const token = useRecoveryToken();

  return (
    <AuthPage
      title="Reset password"
      heading="Reset your password"
      lead="Choose a new password for your Updately account. Once it is saved, you can sign in with it straight away."
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
    </AuthPage>
  );
}

function InvalidLink() {
  return (
    <FormAlert title="This link does not work">
      <p>
        The reset link is invalid, already used or expired (links work for one hour, once).{' '}
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className="font-medium underline underline-offset-4"
        >
          Ask for a new link
        </Link>
        .
      </p>
    </FormAlert>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, newPassword: password });
      forgetRecoveryToken();
      toast.success('Password changed', {
        description: 'Sign in with your new password. Your other devices have been signed out.',
      });
      await navigate(paths.auth.login.getHref(), { replace: true });
    } catch (error) {
      const failure = toAuthFailure(error);
      toast.error(RESET_FAILED, { description: failure.message });
      showPasswordFailure(form, failure, RESET_FAILED);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {errors.root?.server?.message ? (
        <FormAlert>
          {errors.root.server.message}{' '}
          <Link
            to={paths.auth.forgotPassword.getHref()}
            className="font-medium underline underline-offset-4"
          >
            Ask for a new link
          </Link>
        </FormAlert>
      ) : null}
      <PasswordField
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        description={PASSWORD_GUIDANCE}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        id="reset-confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Saving…" size="lg">
        Save new password
      </SubmitButton>
    </form>
  );
}
