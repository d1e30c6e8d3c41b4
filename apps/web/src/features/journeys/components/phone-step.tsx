import { actingAsWords } from '@updately/shared/acting-for';
import { formatAuPhone } from '@updately/shared/brand-channels';
import {
  CALL_BACK_MAX_DAYS,
  callOutcomeText,
  REFUSAL_REASON_MAX,
  type CallOutcomeInput,
} from '@updately/shared/person-channels';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useRecordCall } from '../api/record-call';
import { requestTodo } from '../utils/journey-todo';
import { formatDay } from '../utils/kind-values';
import { localToday } from '../utils/update-view';
import { useCanEditJourney } from './journey-role-context';
import { KindScript } from './kind-script';

const CALLABLE = new Set(['queued', 'sent', 'acknowledged', 'needs_you']);
const TOASTS: Record<CallOutcomeInput['outcome'], (company: string) => string> = {
  done: (company) => `${company}: call recorded, done`,
  call_back: (company) => `${company}: call-back recorded`,
  refused: (company) => `${company}: refusal recorded`,
};

type PhoneStepProps = { journeyId: string; request: UpdateRequest };

/**
 * A company the person calls: the number and hours, a script (who is calling, for whom, what to
 * ask, the reference) and how the call went.
 */
export function PhoneStep({ journeyId, request }: PhoneStepProps) {
  const canEdit = useCanEditJourney();
  const step = request.person_step;
  const company = request.company_name;
  const last = step?.last_step?.type === 'phone_call_logged' ? step.last_step : null;
  const headingId = `phone-${request.id}`;
  // Recorded here, not in the form it replaces: the toast outlives the form.
  const record = useRecordCall(journeyId);
  const send = (input: CallOutcomeInput, onSuccess: () => void) =>
    record.mutate(
      { id: request.id, input },
      {
        onSuccess: () => {
          toast.success(TOASTS[input.outcome](company));
          onSuccess();
        },
        onError: (e) => toast.error('That did not work', { description: e.message }),
      },
    );
  const caller = step?.acting
    ? `${step.caller}, ${actingAsWords(step.acting)}`
    : (step?.caller ?? 'You');
  const forWhom = step?.acting ? step.acting.name : `${step?.caller ?? 'You'} (the account holder)`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md bg-muted p-4">
      <h5 id={headingId} className="font-semibold">
        Call {company}
      </h5>
      {step?.phone ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={`tel:${step.phone}`}
            className="inline-flex min-h-6 items-center gap-1.5 text-lg font-semibold text-brand-800 underline underline-offset-4"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">Call {company} on </span>
            {formatAuPhone(step.phone)}
          </a>
          {step.phone_hours ? (
            <span className="text-muted-foreground">Open {step.phone_hours}</span>
          ) : null}
        </p>
      ) : (
        <p className="text-muted-foreground">
          {company}'s number is no longer in our directory: look for it on their website.
        </p>
      )}
      {last ? (
        <p className="font-medium">
          Last call: {callOutcomeText(last.evidence, formatDay).replace(/^You called: /, '')}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Who is calling</dt>
        <dd>{caller}</dd>
        <dt className="text-muted-foreground">For whom</dt>
        <dd>{forWhom}</dd>
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="font-mono">{request.reference}</dd>
      </dl>
      <KindScript todo={requestTodo(request)} />
      {canEdit && CALLABLE.has(request.status) ? (
        <CallOutcomeForm
          requestId={request.id}
          company={company}
          pending={record.isPending}
          onRecord={send}
        />
      ) : null}
    </section>
  );
}

type CallOutcomeFormProps = {
  requestId: string;
  company: string;
  pending: boolean;
  onRecord: (input: CallOutcomeInput, onSuccess: () => void) => void;
};

function CallOutcomeForm({ requestId, company, pending, onRecord }: CallOutcomeFormProps) {
  const [open, setOpen] = useState<'call_back' | 'refused' | null>(null);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const today = localToday();
  const send = (input: CallOutcomeInput) =>
    onRecord(input, () => {
      setOpen(null);
      setDay('');
      setReason('');
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open === 'call_back') {
      if (!day) return setError('Choose the day to call back.');
      setError(undefined);
      send({ outcome: 'call_back', call_back_on: day });
    } else if (open === 'refused') {
      if (!reason.trim()) return setError('Say why they would not make the change.');
      setError(undefined);
      send({ outcome: 'refused', reason: reason.trim() });
    }
  };
  const fieldId = `call-${open}-${requestId}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium">How did the call go?</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => send({ outcome: 'done' })} disabled={pending}>
          It's done<span className="sr-only"> at {company}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === 'call_back'}
          onClick={() => {
            setError(undefined);
            setOpen(open === 'call_back' ? null : 'call_back');
          }}
        >
          Call back later
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === 'refused'}
          onClick={() => {
            setError(undefined);
            setOpen(open === 'refused' ? null : 'refused');
          }}
        >
          They refused
        </Button>
      </div>
      {open ? (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          {open === 'call_back' ? (
            <Field
              id={fieldId}
              label="Call back on"
              description={`A day from today to ${CALL_BACK_MAX_DAYS} days ahead: we remind you that day.`}
              type="date"
              min={today}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              error={error}
            />
          ) : (
            <Field
              id={fieldId}
              label="Why they refused"
              error={error}
              render={(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  maxLength={REFUSAL_REASON_MAX}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            />
          )}
          <div>
            <Button type="submit" size="sm" disabled={pending}>
              {open === 'call_back' ? 'Save the call-back' : 'Save the refusal'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
