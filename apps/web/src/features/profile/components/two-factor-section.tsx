import { MESSAGES } from '@updately/shared/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { useMe } from '../../../lib/session';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor, type TwoFactorEnrolment } from '../api/enable-two-factor';
import { useLinkedAccounts } from '../api/list-linked-accounts';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment';

const TWO_FACTOR_SECTION_ID = 'two-factor';

const PASSWORD_HINT = 'For your security, confirm it is you.';
const PASSWORDLESS_HINT =
  "If you signed in more than 10 minutes ago, we ask you to confirm it's you with a code first.";

/** Two-factor (TOTP) on and off; turning it on shows the key for an authenticator app. */
export function TwoFactorSection() {
  const enabled = Boolean(useMe().data?.user?.twoFactorEnabled);
  const accounts = useLinkedAccounts();
  const hasPassword = accounts.data?.some((a) => a.providerId === 'credential') ?? true;
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);

  return (
    <SectionCard
      id={TWO_FACTOR_SECTION_ID}
      title="Two-factor authentication"
      description="A code from an authenticator app, asked for as well as your password when you sign in."
      action={<Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>}
    >
      {enabled ? (
        <PasswordStep
          key="disable"
          mode="disable"
          hasPassword={hasPassword}
          onDone={() => setEnrolment(null)}
        />
      ) : enrolment ? (
        <TwoFactorEnrolmentForm enrolment={enrolment} onCancel={() => setEnrolment(null)} />
      ) : (
        <PasswordStep
          key="enable"
          mode="enable"
          hasPassword={hasPassword}
          onStarted={setEnrolment}
        />
      )}
    </SectionCard>
  );
}

type PasswordStepProps = {
  mode: 'enable' | 'disable';
  hasPassword: boolean;
  onStarted?: (enrolment: TwoFactorEnrolment) => void;
  onDone?: () => void;
};

function PasswordStep({ mode, hasPassword, onStarted, onDone }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  // Accounts without a password confirm with a code (docs/decisions/0015), never a password.
  const { withStepUp, stepUpDialog } = useStepUp();
  const pending = enable.isPending || disable.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasPassword && !password) {
      setError('Enter your password.');
      return;
    }
    setError(undefined);
    try {
      if (mode === 'enable') {
        onStarted?.(await withStepUp(() => enable.mutateAsync(password)));
      } else {
        await withStepUp(() => disable.mutateAsync(password));
        toast.success('Two-factor authentication is off');
        onDone?.();
      }
    } catch (failure) {
      const message = (failure as Error).message;
      setError(message);
      toast.error(MESSAGES.updateFailed, { description: message });
    }
  };

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {hasPassword ? (
          <Field
            id={`two-factor-${mode}-password`}
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            description={PASSWORD_HINT}
            error={error}
            className="sm:max-w-sm"
          />
        ) : (
          <div className="flex flex-col gap-2 text-sm">
            <p className="text-muted-foreground">{PASSWORDLESS_HINT}</p>
            {error ? (
              <p role="alert" className="font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        )}
        <div>
          <Button
            type="submit"
            variant={mode === 'disable' ? 'outline' : 'default'}
            disabled={pending}
          >
            {pending
              ? 'Please wait…'
              : mode === 'enable'
                ? 'Set up two-factor authentication'
                : 'Turn off two-factor authentication'}
          </Button>
        </div>
      </form>
      {stepUpDialog}
    </>
  );
}
