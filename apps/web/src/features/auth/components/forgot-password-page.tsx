import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { BotCheck } from '../../../components/ui/bot-check';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { toAuthFailure } from '../api/auth-call';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useBotCheck } from '../hooks/use-bot-check';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../utils/schemas';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';
import { FormAlert, RootErrorAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';

const RESET_FAILED = 'Could not send the reset link';

export function ForgotPasswordPage() {
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
      ) : (
        <ForgotPasswordForm onSent={setSentTo} />
      )}
      <AuthSwitchLink
        question="Remembered it?"
        to={paths.auth.login.getHref()}
        label="Back to sign in"
      />
    </AuthPage>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { botCheck, withBotCheck } = useBotCheck(form.setError);

  const submit = ({ email }: ForgotPasswordValues) =>
    withBotCheck(async (captchaToken) => {
      try {
        await request.mutateAsync({ email, captchaToken });
        onSent(email);
      } catch (error) {
        const { message } = toAuthFailure(error);
        toast.error(RESET_FAILED, { description: message });
        form.setError('root.server', { message: `${RESET_FAILED}: ${message}` });
      }
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <RootErrorAlert errors={errors} />
      <EmailField id="forgot-email" error={errors.email?.message} {...form.register('email')} />
      <BotCheck ref={botCheck} action="password-reset" />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending…" size="lg">
        Send me a reset link
      </SubmitButton>
    </form>
  );
}
