import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toAuthFailure } from '../api/auth-call';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { oneTimeCodeSchema, type OneTimeCodeValues } from '../utils/schemas';
import { SubmitButton } from './submit-button';

type SignInCodeFormProps = {
  id: string;
  label: string;
  /** Where the code went. */
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** The toast's title when the code is refused. */
  failureTitle: string;
  /** The call the code goes to; a session follows it. */
  verify: (code: string) => Promise<void>;
  restartLabel: string;
  onRestart: () => void;
};

/** A 6-digit code that was sent (email or text) signs in, or says why not on the field. */
export function SignInCodeForm({
  id,
  label,
  description,
  submitLabel,
  pendingLabel,
  failureTitle,
  verify,
  restartLabel,
  onRestart,
}: SignInCodeFormProps) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm<OneTimeCodeValues, unknown, { code: string }>({
    resolver: zodResolver(oneTimeCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verify(code);
      if (!(await completeSignIn())) throw new Error('No session after the code');
    } catch (error) {
      const failure = toAuthFailure(error);
      toast.error(failureTitle, { description: failure.message });
      form.setError('code', { message: failure.message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field
        id={id}
        label={label}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        description={description}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel} size="lg">
        {submitLabel}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onRestart}>
        {restartLabel}
      </Button>
    </form>
  );
}
