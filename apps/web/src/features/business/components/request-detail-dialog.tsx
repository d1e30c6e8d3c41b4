import type { BusinessRequestDetail, BusinessRequestSummary } from '@updately/shared/business-api';
import {
  UPDATE_REJECTION_LABELS,
  type UpdateRejectionReason,
} from '@updately/shared/update-status';
import type { KindPayload } from '@updately/shared/request-kind-payloads';
import {
  KIND_ANSWER_FIELDS,
  kindValueText,
  payloadToValues,
} from '@updately/shared/request-kind-fields';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import { ACTING_ROLE_LABELS } from '@updately/shared/journey-people';
import type { ReactNode } from 'react';

import { CopyButton } from '../../../components/ui/copy-button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date';
import { useBusinessRequest } from '../api/get-business-request';
import { ANSWERABLE_STATUSES, fieldLabel, SUBJECT_LABELS } from '../utils/business-labels';
import { AnswerRequestForm } from './answer-request-form';
import { RequestStatusBadge } from './request-status-badge';

type RequestDetailDialogProps = {
  orgId: string;
  summary: BusinessRequestSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Exactly what the person sent, each field's outcome, and (while open) the answer form. */
export function RequestDetailDialog({
  orgId,
  summary,
  open,
  onOpenChange,
}: RequestDetailDialogProps) {
  const request = useBusinessRequest(orgId, summary.id);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Request ${summary.reference}`}
      description={`For ${summary.brand.name}, received ${formatDateTime(summary.created_at)}.`}
      className="sm:max-w-2xl"
    >
      {request.isPending ? (
        <LoadingSkeletons label="Loading the request" rows={4} />
      ) : request.isError ? (
        <LoadError
          title="The request could not be loaded"
          error={request.error}
          onRetry={() => void request.refetch()}
        />
      ) : (
        <RequestDetail
          orgId={orgId}
          request={request.data}
          onAnswered={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="font-medium">{term}</dt>
      <dd className="break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

const WITHHELD_TEXT: Record<NonNullable<BusinessRequestDetail['values_withheld']>, string> = {
  cancelled: 'Withheld: the customer cancelled the request before you answered',
  expired: 'Withheld: the request expired before you answered',
};

function Value({ request, value }: { request: BusinessRequestDetail; value: string | null }) {
  if (value !== null) return value;
  const reason = request.values_withheld;
  return (
    <span className="text-muted-foreground italic">
      {reason ? WITHHELD_TEXT[reason] : 'Withheld'}
    </span>
  );
}

function outcomeText(outcome: BusinessRequestDetail['outcomes'][number] | undefined): string {
  if (!outcome || outcome.outcome === 'pending') return 'Waiting for your answer';
  if (outcome.outcome === 'applied') return 'Applied';
  if (outcome.outcome === 'no_account') return 'No account held';
  const reason = outcome.reason as UpdateRejectionReason | null;
  return `Not applied: ${reason && reason in UPDATE_REJECTION_LABELS ? UPDATE_REJECTION_LABELS[reason] : 'no reason given'}`;
}

/** What the company needs to act beyond the changes (who died, the basis of a new name...). */
function detailRows(request: BusinessRequestDetail): { field: string; value: string }[] | null {
  const { kind, ...payload } = request.details;
  if ('withheld' in payload) return null;
  const answers: readonly string[] = KIND_ANSWER_FIELDS[kind];
  return payloadToValues({ kind, payload } as KindPayload)
    .filter((v) => !answers.includes(v.field) && !v.field.endsWith('_parts'))
    .map((v) => ({ field: v.field, value: kindValueText(v.field, v.value) }));
}

function RequestDetail({
  orgId,
  request,
  onAnswered,
}: {
  orgId: string;
  request: BusinessRequestDetail;
  onAnswered: () => void;
}) {
  const answerable = ANSWERABLE_STATUSES.includes(request.status);
  const details = detailRows(request);
  return (
    <div className="flex flex-col gap-6 text-sm">
      <dl className="flex flex-col gap-2">
        <Row term="Request">{REQUEST_KIND_LABELS[request.kind]}</Row>
        <Row term="About">{SUBJECT_LABELS[request.subject]}</Row>
        {request.acting_for ? (
          <Row term="Acting as">
            {ACTING_ROLE_LABELS[request.acting_for.role]} for{' '}
            <Value request={request} value={request.acting_for.name} />
          </Row>
        ) : null}
        <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-3">
          <dt className="font-medium">Status</dt>
          <dd>
            <RequestStatusBadge status={request.status} />
          </dd>
        </div>
        {request.expected_by ? (
          <Row term="Answer expected by">{formatCalendarDate(request.expected_by)}</Row>
        ) : null}
      </dl>

      <section aria-labelledby={`${request.id}-customer`} className="flex flex-col gap-2">
        <h3 id={`${request.id}-customer`} className="text-base font-semibold">
          The customer
        </h3>
        <dl className="flex flex-col gap-2">
          {request.person.map((item) => (
            <Row key={item.field} term={fieldLabel(item.field)}>
              <Value request={request} value={item.value} />
            </Row>
          ))}
        </dl>
      </section>

      <section aria-labelledby={`${request.id}-changes`} className="flex flex-col gap-2">
        <h3 id={`${request.id}-changes`} className="text-base font-semibold">
          The changes
        </h3>
        <dl className="flex flex-col gap-3">
          {request.changes.map((item) => (
            <Row key={item.field} term={fieldLabel(item.field)}>
              <span className="block">
                <Value request={request} value={item.value} />
              </span>
              <span className="block text-muted-foreground">
                {outcomeText(request.outcomes.find((o) => o.field === item.field))}
              </span>
            </Row>
          ))}
          {request.effective_date ? (
            <Row term="Takes effect">{formatCalendarDate(request.effective_date)}</Row>
          ) : null}
        </dl>
      </section>

      {details === null || details.length > 0 ? (
        <section aria-labelledby={`${request.id}-details`} className="flex flex-col gap-2">
          <h3 id={`${request.id}-details`} className="text-base font-semibold">
            The details
          </h3>
          {details === null ? (
            <p>
              <Value request={request} value={null} />
            </p>
          ) : (
            <dl className="flex flex-col gap-2">
              {details.map((item) => (
                <Row key={item.field} term={fieldLabel(item.field)}>
                  {item.value}
                </Row>
              ))}
            </dl>
          )}
        </section>
      ) : null}

      <section aria-labelledby={`${request.id}-consent`} className="flex flex-col gap-2">
        <h3 id={`${request.id}-consent`} className="text-base font-semibold">
          Consent
        </h3>
        <p className="text-pretty">“{request.consent.text}”</p>
        <p className="text-muted-foreground">
          Given {formatDateTime(request.consent.given_at)} (version {request.consent.version},
          record {request.consent.id}).
        </p>
        <details className="rounded-md border border-border p-3">
          <summary className="cursor-pointer font-medium">Identity assertion (signed JWS)</summary>
          <p className="mt-2 text-muted-foreground">
            What we verified about the customer, signed with our published keys.
          </p>
          <p className="mt-2 font-mono text-xs break-all">{request.identity_assertion}</p>
          <div className="mt-2">
            <CopyButton value={request.identity_assertion} what="identity assertion" />
          </div>
        </details>
      </section>

      {answerable ? (
        <AnswerRequestForm orgId={orgId} request={request} onAnswered={onAnswered} />
      ) : null}
    </div>
  );
}
