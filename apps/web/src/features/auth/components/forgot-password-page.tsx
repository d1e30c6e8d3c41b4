import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { toAuthFailure } from '../api/auth-call';
import { usePublicConfig } from '../../../lib/public-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../utils/schemas';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';
import { TurnstileWidget, type TurnstileHandle } from '../../../lib/turnstile-widget';
import { BOT_CHECK_FAILED, botCheckToken } from './bot-check';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

const RESET_FAILED = 'Could not send the reset link';

export function ForgotPasswordPage() {
  const config = usePublicConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthPage
      title="Forgot password"
      heading="Forgot your password?"
      lead="Enter the email address you signed up with and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <FormAlert tone="info" title="Check your email" focusOnShow>
          <div className="flex flex-col gap-3">
            <p>
              If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent
              it a link to choose a new password. The link works for one hour.
            </p>
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={() => setSentTo(null)}
            >
              Send another link
            </Button>
          </div>
        </FormAlert>
      ) : config ? (
        <ForgotPasswordForm siteKey={config.turnstileSiteKey} onSent={setSentTo} />
      ) : (
        <PageSpinner />
      )}
      <AuthSwitchLink
        question="Remembered it?"
        to={paths.auth.login.getHref()}
        label="Back to sign in"
      />
    </AuthPage>
  );
}

function ForgotPasswordForm({
  siteKey,
  onSent,
}: {
  siteKey: string;
  onSent: (email: string) => void;
}) {
  const request = useRequestPasswordReset();
  const botCheck = useRef<TurnstileHandle>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ email }: ForgotPasswordValues) => {
    const captchaToken = await botCheckToken(botCheck);
    if (!captchaToken) {
      form.setError('root.botCheck', { message: BOT_CHECK_FAILED });
      return;
    }
    try {
      await request.mutateAsync({ email, captchaToken });
      onSent(email);
    } catch (error) {
      const { message } = toAuthFailure(error);
      toast.error(RESET_FAILED, { description: message });
      form.setError('root.server', { message: `${RESET_FAILED}: ${message}` });
    } finally {
      botCheck.current?.reset();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  const rootError = errors.root?.server?.message ?? errors.root?.botCheck?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {rootError ? <FormAlert>{rootError}</FormAlert> : null}
      <FormField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TurnstileWidget ref={botCheck} siteKey={siteKey} action="password-reset" />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending…" size="lg">
        Send me a reset link
      </SubmitButton>
    </form>
  );
}
