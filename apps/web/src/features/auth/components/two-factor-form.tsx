import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@updately/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { emitAuthEvent } from '../../../lib/auth-events';
import { toAuthFailure } from '../api/auth-call';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { backupCodeSchema, oneTimeCodeSchema } from '../utils/schemas';
import { SubmitButton } from './submit-button';

type TwoFactorFormProps = { onCancel: () => void };

/** The second step of a sign-in for accounts with TOTP on: an app code, or a backup code. */
export function TwoFactorForm({ onCancel }: TwoFactorFormProps) {
  const [backup, setBackup] = useState(false);
  return backup ? (
    <CodeStep
      key="backup"
      method="backup-code"
      onSwitch={() => setBackup(false)}
      onCancel={onCancel}
    />
  ) : (
    <CodeStep key="totp" method="totp" onSwitch={() => setBackup(true)} onCancel={onCancel} />
  );
}

type CodeStepProps = { method: 'totp' | 'backup-code'; onSwitch: () => void; onCancel: () => void };

function CodeStep({ method, onSwitch, onCancel }: CodeStepProps) {
  const verify = useVerifyTwoFactor();
  const completeSignIn = useCompleteSignIn();
  const totp = method === 'totp';
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver: zodResolver(totp ? oneTimeCodeSchema : backupCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ code, method });
      emitAuthEvent('MFA_CHALLENGE_VERIFIED');
      if (!(await completeSignIn())) throw new Error('No session after two-factor sign-in');
    } catch (error) {
      const failure = toAuthFailure(error);
      toast.error(MESSAGES.signInFailed, { description: failure.message });
      form.setError('code', { message: failure.message }, { shouldFocus: true });
    }
  });

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="two-factor-heading" className="text-xl font-semibold">
          Two-factor authentication
        </h2>
        <p className="text-sm text-muted-foreground">
          {totp
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once.'}
        </p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-labelledby="two-factor-heading"
      >
        <Field
          id="two-factor-code"
          label={totp ? 'Authentication code' : 'Backup code'}
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          autoFocus
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Checking…" size="lg">
          Verify and sign in
        </SubmitButton>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="link" className="px-0" onClick={onSwitch}>
          {totp ? 'Use a backup code instead' : 'Use a code from your app instead'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </section>
  );
}
