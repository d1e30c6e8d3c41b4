import { zodResolver } from '@hookform/resolvers/zod';
import type { PhoneSignUpSent } from '@updately/shared/phone-sign-up-api';
import { MESSAGES } from '@updately/shared/messages';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { BotCheck } from '../../../components/ui/bot-check';
import { Field } from '../../../components/ui/field';
import { ApiClientError } from '../../../lib/api-client';
import { useConfirmPhoneSignUp, useSignUpWithPhone } from '../api/sign-up-with-phone';
import { useBotCheck } from '../hooks/use-bot-check';
import { phoneSignUpFormSchema, type PhoneSignUpValues } from '../utils/schemas';
import { RootErrorAlert } from './form-alert';
import { NewAccountFields } from './new-account-fields';
import { SignInCodeForm } from './sign-in-code-form';
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
      <NewAccountFields
        idPrefix="phone-signup"
        firstName={{ props: form.register('firstName'), error: errors.firstName?.message }}
        lastName={{ props: form.register('lastName'), error: errors.lastName?.message }}
        password={{ props: form.register('password'), error: errors.password?.message }}
      >
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
      </NewAccountFields>
      <BotCheck ref={botCheck} action="signup-phone" />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending a code…" size="lg">
        Text me a code
      </SubmitButton>
    </form>
  );
}

function ConfirmPhone({ sent, onRestart }: { sent: PhoneSignUpSent; onRestart: () => void }) {
  const confirm = useConfirmPhoneSignUp();
  return (
    <SignInCodeForm
      id="phone-signup-code"
      label="Code from the text"
      description={
        <>
          We texted a 6-digit code to <strong>{sent.sentTo}</strong>. Enter it to create your
          account.
        </>
      }
      submitLabel="Create account"
      pendingLabel="Creating your account…"
      failureTitle={MESSAGES.signUpFailed}
      verify={(code) => confirm.mutateAsync({ phoneNumber: sent.phoneNumber, code })}
      restartLabel="Send a new code, or use a different number"
      onRestart={onRestart}
    />
  );
}
