import { zodResolver } from '@hookform/resolvers/zod';
import type { PhoneSignUpSent } from '@updately/shared/phone-sign-up-api';
import { MESSAGES } from '@updately/shared/messages';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { BotCheck } from '../../../components/ui/bot-check';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiClientError } from '../../../lib/api-client';
import { toAuthFailure } from '../api/auth-call';
import { useConfirmPhoneSignUp, useSignUpWithPhone } from '../api/sign-up-with-phone';
import { useBotCheck } from '../hooks/use-bot-check';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import {
  oneTimeCodeSchema,
  PASSWORD_GUIDANCE,
  phoneSignUpFormSchema,
  type OneTimeCodeValues,
  type PhoneSignUpValues,
} from '../utils/schemas';
import { RootErrorAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

/**
 * Sign-up with a mobile number and a password (SPEC.md section 5): the number, a password and
 * the names, then the 6-digit code texted to it, which makes the account and signs in.
 */
export function PhoneSignUpForm() {
  const [sent, setSent] = useState<PhoneSignUpSent | null>(null);
  return sent ? (
    <ConfirmPhone sent={sent} onRestart={() => setSent(null)} />
  ) : (
    <PhoneDetails onSent={setSent} />
  );
}

function PhoneDetails({ onSent }: { onSent: (sent: PhoneSignUpSent) => void }) {
  const signUp = useSignUpWithPhone();
  const form = useForm<PhoneSignUpValues>({
    resolver: zodResolver(phoneSignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', phoneNumber: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { botCheck, withBotCheck } = useBotCheck(form.setError);

  const submit = (values: PhoneSignUpValues) =>
    withBotCheck(async (captchaToken) => {
      try {
        onSent(await signUp.mutateAsync({ ...values, captchaToken }));
      } catch (error) {
        const message = (error as Error).message;
        toast.error(MESSAGES.signUpFailed, { description: message });
        const code = error instanceof ApiClientError ? error.code : '';
        if (code === 'INVALID_PHONE_NUMBER' || /phone|mobile|number/i.test(message)) {
          form.setError('phoneNumber', { message }, { shouldFocus: true });
        } else if (/password/i.test(message)) {
          form.setError('password', { message }, { shouldFocus: true });
        } else {
          form.setError('root.server', { message: `${MESSAGES.signUpFailed}: ${message}` });
        }
      }
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <RootErrorAlert errors={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="phone-signup-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          id="phone-signup-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <Field
        id="phone-signup-number"
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        description="An Australian or New Zealand mobile, like 0412 345 678. We text it a code."
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <PasswordField
        id="phone-signup-password"
        label="Password"
        autoComplete="new-password"
        description={PASSWORD_GUIDANCE}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <BotCheck ref={botCheck} action="signup-phone" />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending a code…" size="lg">
        Text me a code
      </SubmitButton>
    </form>
  );
}

function ConfirmPhone({ sent, onRestart }: { sent: PhoneSignUpSent; onRestart: () => void }) {
  const confirm = useConfirmPhoneSignUp();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<OneTimeCodeValues, unknown, { code: string }>({
    resolver: zodResolver(oneTimeCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ phoneNumber: sent.phoneNumber, code });
      if (!(await completeSignIn())) throw new Error('No session after confirming the number');
    } catch (error) {
      const failure = toAuthFailure(error);
      toast.error(MESSAGES.signUpFailed, { description: failure.message });
      form.setError('code', { message: failure.message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field
        id="phone-signup-code"
        label="Code from the text"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        description={
          <>
            We texted a 6-digit code to <strong>{sent.sentTo}</strong>. Enter it to create your
            account.
          </>
        }
        error={errors.code?.message}
        {...form.register('code')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Creating your account…" size="lg">
        Create account
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onRestart}>
        Send a new code, or use a different number
      </Button>
    </form>
  );
}
