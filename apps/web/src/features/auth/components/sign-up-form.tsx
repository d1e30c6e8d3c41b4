import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import type { PublicConfig } from '@updately/shared/public-config';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { toAuthFailure } from '../api/auth-call';
import { useSignUp } from '../api/sign-up';
import { describePasswordFailure } from '../utils/auth-failure';
import { PASSWORD_GUIDANCE, signUpSchema, type SignUpValues } from '../utils/schemas';
import { isAlreadyRegistered } from '../utils/sign-up-result';
import { TurnstileWidget, type TurnstileHandle } from '../../../lib/turnstile-widget';
import { BOT_CHECK_FAILED, botCheckToken } from './bot-check';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

const ALREADY_EXISTS_CODES = new Set([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
]);

type SignUpFormProps = { config: PublicConfig; onSignedUp: (email: string) => void };

export function SignUpForm({ config, onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const botCheck = useRef<TurnstileHandle>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const showAlreadyRegistered = () => {
    const { title, description } = MESSAGES.accountExists;
    toast.error(title, { description });
    form.setError('root.server', { message: `${title}. ${description}` });
  };

  const submit = async (values: SignUpValues) => {
    const captchaToken = await botCheckToken(botCheck);
    if (!captchaToken) {
      form.setError('root.botCheck', { message: BOT_CHECK_FAILED });
      return;
    }
    try {
      const result = await signUp.mutateAsync({ ...values, captchaToken });
      if (isAlreadyRegistered(result?.user)) return showAlreadyRegistered();
      toast.success(MESSAGES.signUpSuccess);
      form.reset();
      onSignedUp(values.email);
    } catch (error) {
      const failure = toAuthFailure(error);
      if (failure.code && ALREADY_EXISTS_CODES.has(failure.code)) return showAlreadyRegistered();
      toast.error(MESSAGES.signUpFailed, { description: failure.message });
      if (failure.code === 'WEAK_PASSWORD') {
        form.setError(
          'password',
          { message: describePasswordFailure(failure) },
          { shouldFocus: true },
        );
      } else {
        form.setError('root.server', { message: `${MESSAGES.signUpFailed}: ${failure.message}` });
      }
    } finally {
      botCheck.current?.reset();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  const rootError = errors.root?.server?.message ?? errors.root?.botCheck?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {rootError ? <FormAlert>{rootError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="signup-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          id="signup-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        description={PASSWORD_GUIDANCE}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TurnstileWidget ref={botCheck} siteKey={config.turnstileSiteKey} action="signup" />
      <SubmitButton pending={isSubmitting} pendingLabel="Creating your account…" size="lg">
        Create account
      </SubmitButton>
    </form>
  );
}
