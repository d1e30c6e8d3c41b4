import type { JourneyDetail } from '@updately/shared/journeys-api';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import { isPersonOnlyChannel } from '@updately/shared/person-channels';
import {
  isDeliveredByUpdately,
  isFinalStatus,
  UPDATE_CHANNEL_LABELS,
} from '@updately/shared/update-status';
import {
  isChangeField,
  UPDATE_FIELD_LABELS,
  type UpdateItem,
  type UpdateRequest,
} from '@updately/shared/updates-api';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatCalendarDate } from '../../../lib/format-date';
import { cn } from '../../../lib/utils';
import { useUpdateAction, type UpdateAction } from '../api/update-actions';
import { requestTodo } from '../utils/journey-todo';
import {
  expectedByText,
  isOverdue,
  isPersonStepTodo,
  needsYouAdvice,
  readableItems,
  rejectionText,
} from '../utils/update-view';
import { ChangeValueForm } from './change-value-form';
import { FollowUpLetterDialog } from './follow-up-letter';
import { KindScript } from './kind-script';
import { LetterStep } from './letter-step';
import { PhoneStep } from './phone-step';
import { WebFormStep } from './web-form-step';
import { RequestDocuments } from './request-documents';
import { UpdateStatusBadge } from './update-status-badge';
import { UpdateTimeline } from './update-timeline';
import { useCanEditJourney } from './journey-role-context';

const EDITABLE = new Set(['pending_consent', 'queued', 'needs_you']);
const DONE_ALLOWED = new Set(['sent', 'acknowledged', 'needs_you']);

const ACTION_TOASTS: Record<UpdateAction, (company: string) => string> = {
  cancel: (company) => `Update to ${company} cancelled`,
  resend: (company) => `Update to ${company} sent again`,
  done: (company) => `${company} marked as done`,
  'no-account': (company) => `${company}: no account held, recorded`,
};

type UpdateRequestSectionProps = {
  journey: Pick<JourneyDetail, 'id'>;
  request: UpdateRequest;
  /** Several kinds went to this company: each section is headed by its kind. */
  headed: boolean;
};

/**
 * One request to a company: its kind, what went and each answer, when the answer is expected,
 * the checklist script (a manual request), its timeline and the person's actions.
 */
export function UpdateRequestSection({ journey, request, headed }: UpdateRequestSectionProps) {
  const canEdit = useCanEditJourney();
  const action = useUpdateAction(journey.id);
  const [editing, setEditing] = useState<UpdateItem | null>(null);
  const company = request.company_name;
  const kind = REQUEST_KIND_LABELS[request.kind];
  const advice = needsYouAdvice(request) ?? rejectionText(request);
  const manualTodo = request.channel === 'manual' && request.status === 'sent';
  const open = !isFinalStatus(request.status);
  const expected = expectedByText(request);
  const run = (which: UpdateAction) =>
    action.mutate(
      { id: request.id, action: which },
      {
        onSuccess: () => toast.success(ACTION_TOASTS[which](company)),
        onError: (error) => toast.error('That did not work', { description: error.message }),
      },
    );
  const headingId = `update-${request.id}`;
  const Heading = 'h5';

  return (
    <section
      aria-labelledby={`${headingId}-kind`}
      className={cn('flex flex-col gap-5', headed && 'rounded-md border border-border p-4')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`${headingId}-kind`} className="font-semibold">
          {kind}
        </h4>
        {headed ? <UpdateStatusBadge request={request} done={false} /> : null}
      </div>
      {expected ? (
        <p className={isOverdue(request) || expected.includes('overdue') ? 'font-medium' : ''}>
          {expected}
        </p>
      ) : null}
      {advice ? (
        <p
          className={
            request.status === 'needs_you'
              ? 'rounded-md bg-amber-50 p-3 text-amber-950'
              : 'rounded-md bg-muted p-3'
          }
        >
          {advice}
        </p>
      ) : null}

      {manualTodo ? (
        <section
          aria-labelledby={`${headingId}-todo`}
          className="flex flex-col gap-3 rounded-md bg-muted p-4"
        >
          <Heading id={`${headingId}-todo`} className="font-semibold">
            To do
          </Heading>
          <KindScript todo={requestTodo(request)} />
        </section>
      ) : null}

      {request.channel === 'web_form' ? (
        <WebFormStep journeyId={journey.id} request={request} />
      ) : null}
      {request.channel === 'phone' ? <PhoneStep journeyId={journey.id} request={request} /> : null}
      {request.channel === 'letter' ? (
        <LetterStep journeyId={journey.id} request={request} />
      ) : null}

      <section aria-labelledby={`${headingId}-sent`} className="flex flex-col gap-2">
        <Heading id={`${headingId}-sent`} className="font-semibold">
          {request.channel === 'manual' || isPersonStepTodo(request)
            ? 'What to change'
            : 'What was sent'}
        </Heading>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">How</dt>
          <dd>
            {UPDATE_CHANNEL_LABELS[request.channel]}
            {request.destination ? ` (${request.destination})` : ''}
          </dd>
          {readableItems(request.items).map((item) => (
            <div key={item.field} className="contents">
              <dt className="text-muted-foreground">{item.label}</dt>
              <dd className="break-words">
                {item.text}
                {item.answer ? (
                  <span
                    className={cn(
                      'block',
                      item.outcome === 'rejected' ? 'text-amber-950' : 'text-muted-foreground',
                    )}
                  >
                    {item.answer}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
          {request.effective_date ? (
            <>
              <dt className="text-muted-foreground">Effective from</dt>
              <dd>{formatCalendarDate(request.effective_date)}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Reference</dt>
          <dd className="font-mono">{request.reference}</dd>
        </dl>
        {canEdit && EDITABLE.has(request.status) && !editing ? (
          <div className="flex flex-wrap gap-2">
            {request.items
              .filter((item) => isChangeField(item.field) && item.field !== 'instruction')
              .map((item) => (
                <Button
                  key={item.field}
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(item)}
                >
                  Change {UPDATE_FIELD_LABELS[item.field].toLowerCase()}
                  <span className="sr-only"> for {company}</span>
                </Button>
              ))}
          </div>
        ) : null}
        {editing ? (
          <ChangeValueForm
            journeyId={journey.id}
            requestId={request.id}
            item={editing}
            company={company}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </section>

      {request.status !== 'pending_consent' ? (
        <RequestDocuments request={request} headingLevel={Heading} />
      ) : null}

      <section aria-labelledby={`${headingId}-timeline`} className="flex flex-col gap-2">
        <Heading id={`${headingId}-timeline`} className="font-semibold">
          Timeline
        </Heading>
        <UpdateTimeline request={request} />
      </section>

      <div className={canEdit ? 'flex flex-wrap items-center gap-2' : 'hidden'}>
        {isOverdue(request) ? (
          <FollowUpLetterDialog requestId={request.id} company={company} />
        ) : null}
        {request.status === 'needs_you' && !isPersonOnlyChannel(request.channel) ? (
          <Button
            size="sm"
            variant={isOverdue(request) ? 'outline' : 'default'}
            onClick={() => run('resend')}
            disabled={action.isPending}
          >
            Send again<span className="sr-only"> to {company}</span>
          </Button>
        ) : null}
        {DONE_ALLOWED.has(request.status) ? (
          <Button
            size="sm"
            variant={manualTodo ? 'default' : 'outline'}
            onClick={() => run('done')}
            disabled={action.isPending}
            aria-label={`Mark as done: ${company}${headed ? ` (${kind.toLowerCase()})` : ''}`}
          >
            Mark as done
          </Button>
        ) : null}
        {request.channel === 'manual' && DONE_ALLOWED.has(request.status) ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => run('no-account')}
            disabled={action.isPending}
          >
            No account held<span className="sr-only"> at {company}</span>
          </Button>
        ) : null}
        {open ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={action.isPending}>
                Cancel update<span className="sr-only"> to {company}</span>
              </Button>
            }
            title={`Cancel the update to ${company}?`}
            description={
              request.sent_at && isDeliveredByUpdately(request.channel)
                ? `${company} has it already: we will tell them to disregard it. You can send a new one later.`
                : request.sent_at && request.channel !== 'manual'
                  ? `${company} has it already from you: tell them yourself if you no longer want the change.`
                  : 'It will not be sent. You can send a new one later.'
            }
            confirmLabel="Cancel update"
            onConfirm={() => run('cancel')}
          />
        ) : null}
      </div>
    </section>
  );
}
