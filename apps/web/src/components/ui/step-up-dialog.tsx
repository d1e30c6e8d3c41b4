import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import {
  reauthOptionsQueryOptions,
  sendReauthCode,
  verifyReauth,
} from '../../lib/api/reauthenticate';
import { emitAuthEvent } from '../../lib/auth-events';
import {
  availableStepUpMethods,
  channelOf,
  isStepUpRequired,
  STEP_UP_METHOD_LABELS,
  stepUpVerifyInput,
  type StepUpMethod,
} from '../../lib/step-up';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { FormDialog } from './form-dialog';
import { Spinner } from './spinner';

export const STEP_UP_TITLE = "Confirm it's you";

const FIELD_LABELS: Record<StepUpMethod, string> = {
  password: 'Your password',
  email: 'Code from the email',
  sms: 'Code from the text',
  totp: 'Authentication code',
};

/**
 * The one "Confirm it's you" step-up (SPEC.md: GET reauthenticate; docs/decisions/0015): the
 * ways this account has (its password, a code by email or text, its authenticator), then the
 * action again. `withStepUp(action)` runs the action; when the server asks for a step-up
 * (`needsStepUp`, by default SESSION_NOT_FRESH or REAUTHENTICATION_REQUIRED) it opens the dialog
 * and, once confirmed, runs the action once more. Cancelling rejects with the server's answer.
 * Render `stepUpDialog` once where the hook is used.
 */
export function useStepUp() {
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);

  const requestStepUp = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const finish = useCallback((confirmed: boolean) => {
    setOpen(false);
    resolver.current?.(confirmed);
    resolver.current = null;
  }, []);

  const withStepUp = useCallback(
    async <T,>(
      action: () => Promise<T>,
      needsStepUp: (error: unknown) => boolean = isStepUpRequired,
    ): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!needsStepUp(error) || !(await requestStepUp())) throw error;
        return action();
      }
    },
    [requestStepUp],
  );

  const stepUpDialog: ReactNode = <StepUpDialog open={open} onDone={finish} />;
  return { withStepUp, requestStepUp, stepUpDialog };
}

function StepUpDialog({ open, onDone }: { open: boolean; onDone: (confirmed: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone(false);
      }}
      title={STEP_UP_TITLE}
      description="For your security, confirm it's you before this change."
    >
      {open ? <StepUpForm onVerified={() => onDone(true)} onCancel={() => onDone(false)} /> : null}
    </FormDialog>
  );
}

function StepUpForm({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const id = useId();
  const options = useQuery(reauthOptionsQueryOptions);
  const [chosen, setChosen] = useState<StepUpMethod | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  if (options.isPending) return <Spinner label="Loading the ways to confirm" />;
  if (options.isError) {
    return (
      <Alert
        title="We could not load the ways to confirm it's you"
        action={
          <Button type="button" variant="outline" onClick={() => void options.refetch()}>
            Try again
          </Button>
        }
      >
        {options.error.message}
      </Alert>
    );
  }

  const methods = availableStepUpMethods(options.data.methods);
  // One way only, and no code to send first: straight to its field.
  const method = chosen ?? (methods.length === 1 && !channelOf(methods[0]!) ? methods[0]! : null);
  const channel = method ? channelOf(method) : null;
  const awaitingCode = channel !== null && sentTo === null;

  const choose = async (next: StepUpMethod) => {
    setChosen(next);
    setValue('');
    setError(undefined);
    setSentTo(null);
    const nextChannel = channelOf(next);
    if (nextChannel) await send(nextChannel);
  };

  const send = async (to: NonNullable<typeof channel>) => {
    setPending(true);
    setError(undefined);
    try {
      setSentTo((await sendReauthCode(to)).sentTo);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to a form that renders it.
    event.stopPropagation();
    if (!method || pending) return;
    const checked = stepUpVerifyInput(method, value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await verifyReauth(checked.input);
      if (method === 'totp') emitAuthEvent('MFA_CHALLENGE_VERIFIED');
      onVerified();
    } catch (failure) {
      setError((failure as Error).message);
      setPending(false);
    }
  };

  if (methods.length === 0) {
    return (
      <Alert title="There is no way to confirm it's you here">
        Sign out, sign in again, then make this change within 10 minutes.
      </Alert>
    );
  }

  if (!method || awaitingCode) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">Choose how to confirm:</p>
        <div className="flex flex-col gap-2">
          {methods.map((option) => (
            <Button
              key={option}
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => void choose(option)}
            >
              {pending && option === chosen ? 'Sending…' : STEP_UP_METHOD_LABELS[option]}
            </Button>
          ))}
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  const isCode = method !== 'password';
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {sentTo ? (
        <p role="status" className="text-sm">
          We sent a 6-digit code to <strong className="break-all">{sentTo}</strong>. It works for 10
          minutes.
        </p>
      ) : null}
      <Field
        id={`${id}-${method}`}
        label={FIELD_LABELS[method]}
        type={isCode ? 'text' : 'password'}
        inputMode={isCode ? 'numeric' : undefined}
        autoComplete={isCode ? 'one-time-code' : 'current-password'}
        maxLength={isCode ? 7 : undefined}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking…' : 'Confirm'}
        </Button>
        {channel ? (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => void send(channel)}
          >
            Send a new code
          </Button>
        ) : null}
        {methods.length > 1 ? (
          <Button type="button" variant="ghost" disabled={pending} onClick={() => setChosen(null)}>
            Use another way
          </Button>
        ) : (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
