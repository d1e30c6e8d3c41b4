import type { JourneyDetail, JourneyFootprintDetail } from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { isFinalStatus, UPDATE_CHANNEL_LABELS } from '@updately/shared/update-status';
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
import { useUpdateAction, type UpdateAction } from '../api/update-actions';
import { journeyTodo } from '../utils/journey-todo';
import { needsYouAdvice, rejectionText } from '../utils/update-view';
import { ChangeValueForm } from './change-value-form';
import { RemoveLinkDialog } from './remove-link-dialog';
import { TodoBody } from './todo-body';
import { UpdateTimeline } from './update-timeline';

const EDITABLE = new Set(['pending_consent', 'queued', 'needs_you']);
const DONE_ALLOWED = new Set(['sent', 'acknowledged', 'needs_you']);

const ACTION_TOASTS: Record<UpdateAction, (company: string) => string> = {
  cancel: (company) => `Update to ${company} cancelled`,
  resend: (company) => `Update to ${company} sent again`,
  done: (company) => `${company} marked as done`,
};

type UpdateDetailsProps = {
  journey: JourneyDetail;
  link: JourneyFootprintDetail;
  request: UpdateRequest;
  piiFields: readonly PiiFieldType[];
  onRemove: () => void;
};

/** A company that was sent an update: what went, what it needs, its timeline and its actions. */
export function UpdateDetails({ journey, link, request, piiFields, onRemove }: UpdateDetailsProps) {
  const action = useUpdateAction(journey.id);
  const [editing, setEditing] = useState<UpdateItem | null>(null);
  const company = request.company_name;
  const advice = needsYouAdvice(request) ?? rejectionText(request);
  const manualTodo = request.channel === 'manual' && request.status === 'sent';
  const open = !isFinalStatus(request.status);
  const run = (kind: UpdateAction) =>
    action.mutate(
      { id: request.id, action: kind },
      {
        onSuccess: () => toast.success(ACTION_TOASTS[kind](company)),
        onError: (error) => toast.error('That did not work', { description: error.message }),
      },
    );
  const headingId = `update-${request.id}`;

  return (
    <div className="flex flex-col gap-5 text-sm">
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
          <h4 id={`${headingId}-todo`} className="font-semibold">
            To do
          </h4>
          <TodoBody todo={journeyTodo(journey, link, piiFields)} footprint={link.footprint} />
        </section>
      ) : null}

      <section aria-labelledby={`${headingId}-sent`} className="flex flex-col gap-2">
        <h4 id={`${headingId}-sent`} className="font-semibold">
          {request.channel === 'manual' ? 'What to change' : 'What was sent'}
        </h4>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">How</dt>
          <dd>
            {UPDATE_CHANNEL_LABELS[request.channel]}
            {request.destination ? ` (${request.destination})` : ''}
          </dd>
          {request.items.map((item) => (
            <ItemRow key={item.field} item={item} />
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
        {EDITABLE.has(request.status) && !editing ? (
          <div className="flex flex-wrap gap-2">
            {request.items
              .filter((item) => isChangeField(item.field))
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

      <section aria-labelledby={`${headingId}-timeline`} className="flex flex-col gap-2">
        <h4 id={`${headingId}-timeline`} className="font-semibold">
          Timeline
        </h4>
        <UpdateTimeline request={request} />
      </section>

      <div className="flex flex-wrap items-center gap-2">
        {request.status === 'needs_you' ? (
          <Button size="sm" onClick={() => run('resend')} disabled={action.isPending}>
            Send again<span className="sr-only"> to {company}</span>
          </Button>
        ) : null}
        {DONE_ALLOWED.has(request.status) ? (
          <Button
            size="sm"
            variant={manualTodo ? 'default' : 'outline'}
            onClick={() => run('done')}
            disabled={action.isPending}
            aria-label={`Mark as done: ${company}`}
          >
            Mark as done
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
              request.sent_at && request.channel !== 'manual'
                ? `${company} has it already: we will tell them to disregard it. You can send a new one later.`
                : 'It will not be sent. You can send a new one later.'
            }
            confirmLabel="Cancel update"
            onConfirm={() => run('cancel')}
          />
        ) : null}
        <span className="ml-auto">
          <RemoveLinkDialog name={link.footprint.name} onConfirm={onRemove} cancelsUpdate={open} />
        </span>
      </div>
    </div>
  );
}

function ItemRow({ item }: { item: UpdateItem }) {
  const outcome =
    item.outcome === 'applied' ? ' (applied)' : item.outcome === 'rejected' ? ' (refused)' : '';
  return (
    <>
      <dt className="text-muted-foreground">{UPDATE_FIELD_LABELS[item.field]}</dt>
      <dd className="break-words">
        {item.value}
        {outcome ? <span className="text-muted-foreground">{outcome}</span> : null}
      </dd>
    </>
  );
}
