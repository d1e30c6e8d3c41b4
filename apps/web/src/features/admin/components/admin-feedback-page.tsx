import {
  FEEDBACK_STATUSES,
  type AdminFeedback,
  type FeedbackStatus,
} from '@updately/shared/feedback-api';
import { FEEDBACK_TYPES, type FeedbackType } from '@updately/shared/feedback';
import { MESSAGES } from '@updately/shared/messages';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { useFeedbackList, type FeedbackFilters } from '../api/list-feedback';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';
import { AdminPage } from './admin-page';

const PAGE_SIZE = 50;

const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};
const STATUS_OPTIONS = labelledOptions(FEEDBACK_STATUSES, STATUS_LABELS);
const TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: 'Suggestion',
  bug: 'Bug',
  other: 'Other',
};

export function AdminFeedbackPage() {
  const id = useId();
  const [status, setStatus] = useState<FeedbackStatus | undefined>();
  const [type, setType] = useState<FeedbackType | undefined>();
  const [offset, setOffset] = useState(0);
  const filters: FeedbackFilters = {
    status,
    type,
    limit: PAGE_SIZE,
    offset,
  };
  const feedback = useFeedbackList(filters);
  const total = feedback.data?.total ?? 0;

  return (
    <AdminPage
      heading="Feedback Management"
      lead="Suggestions, bug reports and support messages sent by users, with the page each one came from."
    >
      <div className="flex flex-wrap gap-4">
        <Field
          id={`${id}-status`}
          label="Status"
          className="w-48"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All statuses"
              value={status}
              options={STATUS_OPTIONS}
              onChange={(value) => {
                setStatus(value as FeedbackStatus | undefined);
                setOffset(0);
              }}
            />
          )}
        />
        <Field
          id={`${id}-type`}
          label="Type"
          className="w-48"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All types"
              value={type}
              options={labelledOptions(FEEDBACK_TYPES, TYPE_LABELS)}
              onChange={(value) => {
                setType(value as FeedbackType | undefined);
                setOffset(0);
              }}
            />
          )}
        />
      </div>

      {feedback.isPending ? (
        <SectionLoading label="Loading feedback" />
      ) : feedback.isError ? (
        <SectionError error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : feedback.data.items.length === 0 ? (
        <p className="text-muted-foreground">No feedback matches these filters.</p>
      ) : (
        <>
          <FeedbackTable items={feedback.data.items} />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">
              Showing {offset + 1}–{offset + feedback.data.items.length} of {total}
            </p>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                Previous
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={offset + PAGE_SIZE >= total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </AdminPage>
  );
}

function FeedbackTable({ items }: { items: AdminFeedback[] }) {
  const updateStatus = useUpdateFeedbackStatus();
  // Admin changes may ask the admin to confirm it's you (REAUTHENTICATION_REQUIRED).
  const { withStepUp, stepUpDialog } = useStepUp();
  const onStatus = (item: AdminFeedback, status: FeedbackStatus) =>
    withStepUp(() => updateStatus.mutateAsync({ id: item.id, status })).then(
      () => toast.success('Status updated', { description: STATUS_LABELS[status] }),
      (error: Error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    );

  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Feedback, newest first</caption>
          <TableHead
            columns={['Date', 'Type', 'Feedback', 'Page', 'From', 'Status']}
            className="bg-muted"
            cellClassName="p-3"
          />
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-border align-top">
                <td className="p-3 whitespace-nowrap">{formatDateTime(item.created_at)}</td>
                <td className="p-3">{TYPE_LABELS[item.feedback_type]}</td>
                <td className="max-w-md p-3 break-words whitespace-pre-wrap">{item.content}</td>
                <td className="p-3 font-mono text-xs break-all">{item.page_location}</td>
                <td className="p-3 break-all">{item.user.email}</td>
                <td className="p-3">
                  <OptionSelect<FeedbackStatus>
                    // The API types a stored status as any string; the select offers the known ones.
                    value={item.status as FeedbackStatus}
                    onChange={(status) => onStatus(item, status)}
                    options={STATUS_OPTIONS}
                    disabled={updateStatus.isPending && updateStatus.variables.id === item.id}
                    className="w-36"
                    aria-label={`Status of feedback from ${item.user.email}, ${formatDateTime(item.created_at)}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {stepUpDialog}
    </>
  );
}
