import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { toAuthFailure } from '../api/auth-call';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useContinueWhenConfirmed } from '../hooks/use-continue-when-confirmed';
import { requestedPath } from '../utils/redirect';
import { FormAlert } from './form-alert';

type CheckYourEmailProps = { email: string; onStartOver?: () => void; focusOnShow?: boolean };

/** After sign-up, or a sign-in refused for an unconfirmed email: the way to the link. */
export function CheckYourEmail({ email, onStartOver, focusOnShow = false }: CheckYourEmailProps) {
  const resend = useResendConfirmation();
  const [params] = useSearchParams();
  const next = requestedPath(params);
  useContinueWhenConfirmed();

  const onResend = () =>
    resend.mutate(
      { email, next },
      {
        onSuccess: () => toast.success(`We sent a new confirmation link to ${email}.`),
        onError: (error) =>
          toast.error('Could not send the link', { description: toAuthFailure(error).message }),
      },
    );

  return (
    <FormAlert tone="info" title="Check your email" focusOnShow={focusOnShow}>
      <div className="flex flex-col gap-3">
        <p className="flex items-start gap-2">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it
            to finish creating your account; it signs you in and takes you{' '}
            {next ? 'straight on to where you were going' : 'to your dashboard'}.
          </span>
        </p>
        <p>Opened the link in another tab? This page carries on by itself.</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? 'Sending…' : 'Resend the confirmation email'}
          </Button>
          {onStartOver ? (
            <Button type="button" variant="ghost" onClick={onStartOver}>
              Use a different email
            </Button>
          ) : null}
        </div>
      </div>
    </FormAlert>
  );
}
