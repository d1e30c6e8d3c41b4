import { WEB_FORM_PURPOSE_LABELS } from '@updately/shared/brand-channels';
import {
  COMPANY_REFERENCE_MAX,
  formSubmittedText,
  type FormSubmittedInput,
} from '@updately/shared/person-channels';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { formatDate } from '../../../lib/format-date';
import { useRecordFormSubmitted } from '../api/record-form-submitted';
import { useUpdateAction } from '../api/update-actions';
import { webFormValues } from '../utils/journey-todo';
import { safeHttpUrl } from '../utils/safe-link';
import { FollowUpLetterDialog } from './follow-up-letter';
import { useCanEditJourney } from './journey-role-context';
import { TodoValues } from './todo-body';

const LINK =
  'inline-flex min-h-6 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-4';

type WebFormStepProps = { journeyId: string; request: UpdateRequest };

/**
 * A company reached through its own web form: open the form, paste each value in the form's
 * order, then record "Submitted" with the company's reference. When nothing came back, asks
 * whether the company replied.
 */
export function WebFormStep({ journeyId, request }: WebFormStepProps) {
  const canEdit = useCanEditJourney();
  const company = request.company_name;
  const step = request.person_step;
  const last = step?.last_step?.type === 'form_submitted' ? step.last_step : null;
  const unanswered = request.status === 'needs_you' && request.status_reason === 'no_answer';
  const [again, setAgain] = useState(false);
  const filling =
    request.status === 'queued' || (request.status === 'needs_you' && !unanswered) || again;
  const headingId = `web-form-${request.id}`;
  // The mutations live here, not in the parts they replace: their toasts outlive the parts.
  const submitted = useRecordFormSubmitted(journeyId);
  const action = useUpdateAction(journeyId);
  const failed = (e: Error) => toast.error('That did not work', { description: e.message });
  const submit = (input: FormSubmittedInput) =>
    submitted.mutate(
      { id: request.id, input },
      {
        onSuccess: () => {
          toast.success(`${company}: form submitted, recorded`);
          setAgain(false);
        },
        onError: failed,
      },
    );
  const done = () =>
    action.mutate(
      { id: request.id, action: 'done' },
      { onSuccess: () => toast.success(`${company} marked as done`), onError: failed },
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md bg-muted p-4">
      <h5 id={headingId} className="font-semibold">
        {filling ? `Fill in ${company}'s form` : `${company}'s form`}
      </h5>
      {last ? (
        <p>{formSubmittedText(formatDate(last.at), last.evidence?.company_reference)}</p>
      ) : null}
      {unanswered && !again && canEdit ? (
        <Unanswered
          company={company}
          requestId={request.id}
          pending={action.isPending}
          onDone={done}
          onSubmitAgain={() => setAgain(true)}
        />
      ) : null}
      {filling ? (
        <>
          <FormLink request={request} />
          <p>Paste each value into the form, in this order:</p>
          <TodoValues values={webFormValues(request)} />
          {canEdit ? (
            <SubmittedForm
              requestId={request.id}
              company={company}
              pending={submitted.isPending}
              onSubmit={submit}
            />
          ) : null}
        </>
      ) : null}
      {!step?.web_form_url && filling ? (
        <p className="text-muted-foreground">
          {company}'s form is no longer in our directory: look for it on their website.
        </p>
      ) : null}
    </section>
  );
}

function FormLink({ request }: { request: UpdateRequest }) {
  const url = safeHttpUrl(request.person_step?.web_form_url);
  if (!url) return null;
  const purpose = request.person_step?.web_form_purpose;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer" className={LINK}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Open {request.company_name}'s{' '}
        {purpose ? WEB_FORM_PURPOSE_LABELS[purpose].toLowerCase() : 'form'}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

type SubmittedFormProps = {
  requestId: string;
  company: string;
  pending: boolean;
  onSubmit: (input: FormSubmittedInput) => void;
};

function SubmittedForm({ requestId, company, pending, onSubmit }: SubmittedFormProps) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `company-reference-${requestId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = reference.trim();
    if (value.length > COMPANY_REFERENCE_MAX) {
      setError(`Keep their reference under ${COMPANY_REFERENCE_MAX} characters.`);
      return;
    }
    setError(undefined);
    onSubmit(value ? { company_reference: value } : {});
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <Field
        id={id}
        className="sm:flex-1"
        label="Their reference number"
        description="Optional, but keep it: the form's confirmation page or email shows it."
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        maxLength={COMPANY_REFERENCE_MAX + 20}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" disabled={pending}>
        Submitted<span className="sr-only"> the form to {company}</span>
      </Button>
    </form>
  );
}

type UnansweredProps = {
  company: string;
  requestId: string;
  pending: boolean;
  onDone: () => void;
  onSubmitAgain: () => void;
};

function Unanswered({ company, requestId, pending, onDone, onSubmitAgain }: UnansweredProps) {
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">Did {company} reply?</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onDone} disabled={pending}>
          Yes, it's done<span className="sr-only"> at {company}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={onSubmitAgain}>
          Submit again<span className="sr-only"> to {company}</span>
        </Button>
        <FollowUpLetterDialog requestId={requestId} company={company} />
      </div>
    </div>
  );
}
