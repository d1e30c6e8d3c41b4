import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import type { PublicConfig } from '@updately/shared/public-config';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { BotCheck } from '../../../components/ui/bot-check';
import { Field } from '../../../components/ui/field';
import { toAuthFailure } from '../api/auth-call';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { useVerifySignInCode } from '../api/verify-sign-in-code';
import { useBotCheck } from '../hooks/use-bot-check';
import { resolveOtpTarget, type OtpTarget } from '../utils/otp-target';
import { otpRequestSchema, type OtpRequestValues } from '../utils/schemas';
import { EmailField } from './email-field';
import { RootErrorAlert } from './form-alert';
import { SignInCodeForm } from './sign-in-code-form';
import { SubmitButton } from './submit-button';

/**
 * Sign-in with a one-time code by email, or by SMS when an SMS provider is configured. An
 * address or number without an account gets one (the spec's "create-user default true").
 */
export function OneTimeCodeForm({ config }: { config: PublicConfig }) {
  const [target, setTarget] = useState<OtpTarget | null>(null);
  return target ? (
    <EnterCode target={target} onRestart={() => setTarget(null)} />
  ) : (
    <RequestCode config={config} onSent={setTarget} />
  );
}

function describeTarget(target: OtpTarget) {
  return target.channel === 'email' ? target.email : target.phoneNumber;
}

function RequestCode({
  config,
  onSent,
}: {
  config: PublicConfig;
  onSent: (target: OtpTarget) => void;
}) {
  const send = useSendSignInCode();
  const form = useForm<OtpRequestValues>({
    resolver: zodResolver(otpRequestSchema),
    defaultValues: { email: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { botCheck, withBotCheck } = useBotCheck(form.setError);

  const submit = async (values: OtpRequestValues) => {
    const resolved = resolveOtpTarget(config.smsEnabled ? values : { email: values.email });
    if (!resolved.ok) {
      form.setError('email', { message: resolved.message }, { shouldFocus: true });
      return;
    }
    await withBotCheck(async (captchaToken) => {
      try {
        await send.mutateAsync({ target: resolved.target, captchaToken });
        toast.success(`We sent a sign-in code to ${describeTarget(resolved.target)}.`);
        onSent(resolved.target);
      } catch (error) {
        const failure = toAuthFailure(error);
        toast.error(MESSAGES.signInFailed, { description: failure.message });
        form.setError('root.server', { message: `${MESSAGES.signInFailed}: ${failure.message}` });
      }
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        {config.smsEnabled
          ? 'We will send a 6-digit code to your email, or by text message to your phone. No account yet? One is created when you sign in.'
          : 'We will email you a 6-digit code. No account yet? One is created when you sign in.'}
      </p>
      <RootErrorAlert errors={errors} />
      <EmailField id="otp-email" error={errors.email?.message} {...form.register('email')} />
      {config.smsEnabled ? (
        <Field
          id="otp-phone"
          label="Or mobile phone number"
          type="tel"
          autoComplete="tel"
          description="With its country code, like +61 412 345 678."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      ) : null}
      <BotCheck ref={botCheck} action="sign-in-code" />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending…" size="lg">
        Send me a code
      </SubmitButton>
    </form>
  );
}

function EnterCode({ target, onRestart }: { target: OtpTarget; onRestart: () => void }) {
  const verify = useVerifySignInCode();
  return (
    <SignInCodeForm
      id="otp-code"
      label="Sign-in code"
      description={
        <>
          We sent it to <strong className="break-all">{describeTarget(target)}</strong>. It expires
          in 5 minutes.
        </>
      }
      submitLabel="Sign in"
      pendingLabel="Signing in…"
      failureTitle={MESSAGES.signInFailed}
      verify={(code) => verify.mutateAsync({ target, code })}
      restartLabel={`Send a new code, or use a different ${target.channel === 'email' ? 'email' : 'number'}`}
      onRestart={onRestart}
    />
  );
}
