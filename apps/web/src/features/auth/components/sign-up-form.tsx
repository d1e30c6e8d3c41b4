import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { BotCheck } from '../../../components/ui/bot-check';
import { toAuthFailure } from '../api/auth-call';
import { useSignUp } from '../api/sign-up';
import { useBotCheck } from '../hooks/use-bot-check';
import { showPasswordFailure } from '../utils/auth-failure';
import { signUpSchema, type SignUpValues } from '../utils/schemas';
import { isAlreadyRegistered } from '../utils/sign-up-result';
import { EmailField } from './email-field';
import { RootErrorAlert } from './form-alert';
import { NewAccountFields } from './new-account-fields';
import { SubmitButton } from './submit-button';

const ALREADY_EXISTS_CODES = new Set([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
]);

type SignUpFormProps = {
  onSignedUp: (email: string) => void;
  /** Where the confirmation link lands (a safe relative path), else the dashboard. */
  next?: string | null;
};

export function SignUpForm({ onSignedUp, next }: SignUpFormProps) {
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { botCheck, withBotCheck } = useBotCheck(form.setError);

  const showAlreadyRegistered = () => {
    const { title, description } = MESSAGES.accountExists;
    toast.error(title, { description });
    form.setError('root.server', { message: `${title}. ${description}` });
  };

  const submit = (values: SignUpValues) =>
    withBotCheck(async (captchaToken) => {
      try {
        const result = await signUp.mutateAsync({ ...values, captchaToken, next });
        if (isAlreadyRegistered(result?.user)) return showAlreadyRegistered();
        toast.success(MESSAGES.signUpSuccess);
        form.reset();
        onSignedUp(values.email);
      } catch (error) {
        const failure = toAuthFailure(error);
        if (failure.code && ALREADY_EXISTS_CODES.has(failure.code)) return showAlreadyRegistered();
        toast.error(MESSAGES.signUpFailed, { description: failure.message });
        showPasswordFailure(form, failure, MESSAGES.signUpFailed);
      }
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <RootErrorAlert errors={errors} />
      <NewAccountFields
        idPrefix="signup"
        firstName={{ props: form.register('firstName'), error: errors.firstName?.message }}
        lastName={{ props: form.register('lastName'), error: errors.lastName?.message }}
        password={{ props: form.register('password'), error: errors.password?.message }}
      >
        <EmailField id="signup-email" error={errors.email?.message} {...form.register('email')} />
      </NewAccountFields>
      <BotCheck ref={botCheck} action="signup" />
      <SubmitButton pending={isSubmitting} pendingLabel="Creating your account…" size="lg">
        Create account
      </SubmitButton>
    </form>
  );
}
