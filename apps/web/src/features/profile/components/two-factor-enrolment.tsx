import { MESSAGES } from '@updately/shared/messages';
import { useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Field } from '../../../components/ui/field';
import type { TwoFactorEnrolment } from '../api/enable-two-factor';
import { useVerifyTotp } from '../api/verify-totp';
import { groupSecret, totpSecret } from '../utils/totp-uri';
import { TotpQrCode } from './totp-qr-code';

type TwoFactorEnrolmentFormProps = { enrolment: TwoFactorEnrolment; onCancel: () => void };

/**
 * Step two: the key for the authenticator app (scanned as a QR code, typed in, or the otpauth link
 * opened on this device) and the backup codes, then the first code turns it on.
 */
export function TwoFactorEnrolmentForm({ enrolment, onCancel }: TwoFactorEnrolmentFormProps) {
  const secret = totpSecret(enrolment.totpURI);
  const verify = useVerifyTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Each enrolment has a new key: leaving before the first code would strand a scanned entry.
  const blocker = useBlocker(!verify.isSuccess);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setError(undefined);
    try {
      await verify.mutateAsync(digits);
      toast.success('Two-factor authentication is on', {
        description: 'Keep your backup codes somewhere safe.',
      });
    } catch (failure) {
      const message = (failure as Error).message;
      setError(message);
      toast.error(MESSAGES.updateFailed, { description: message });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm font-medium">
        Finish on this page: two-factor is on only after the code below is checked. If you leave
        before, this key stops working and you will scan a new one next time.
      </p>
      <LeaveEnrolmentDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
      <ol className="ml-5 flex list-decimal flex-col gap-4 text-sm">
        <li className="flex flex-col gap-2">
          <span>Scan this QR code with your authenticator app:</span>
          <TotpQrCode uri={enrolment.totpURI} />
          <span>Or add an account in the app and type in this setup key (time-based):</span>
          {secret ? (
            <span className="flex flex-wrap items-center gap-3">
              <code className="rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wider break-all">
                {groupSecret(secret)}
              </code>
              <CopyButton value={secret} label="Copy key" />
            </span>
          ) : null}
          <span className="flex flex-wrap items-center gap-3">
            <a
              href={enrolment.totpURI}
              className="font-medium text-primary underline underline-offset-4"
            >
              Or open the setup link in an app on this device
            </a>
            <CopyButton value={enrolment.totpURI} label="Copy link" />
          </span>
        </li>
        <li className="flex flex-col gap-2">
          <span>Save these backup codes. Each one signs you in once if you lose your phone.</span>
          <ul className="grid max-w-md grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono">
            {enrolment.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
          <span>
            <CopyButton value={enrolment.backupCodes.join('\n')} label="Copy backup codes" />
          </span>
        </li>
        <li>Enter the code your app shows now.</li>
      </ol>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <Field
          id="two-factor-code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          className="sm:max-w-xs"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? 'Checking…' : 'Verify and turn on'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={verify.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

type LeaveEnrolmentDialogProps = { open: boolean; onStay: () => void; onLeave: () => void };

function LeaveEnrolmentDialog({ open, onStay, onLeave }: LeaveEnrolmentDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave before two-factor is on?</AlertDialogTitle>
          <AlertDialogDescription>
            Two-factor authentication is not on yet. If you leave now, the key you may have scanned
            stops working: next time you will scan a new QR code and replace the entry in your
            authenticator app.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay and finish</AlertDialogCancel>
          <AlertDialogAction onClick={onLeave}>Leave anyway</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
