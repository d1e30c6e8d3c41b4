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
import { Label } from '../../../components/ui/label';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { formatDateTime } from '../../../lib/format-date';
import { useFeedbackList, type FeedbackFilters } from '../api/list-feedback';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';
import { AdminPage } from './admin-page';

const PAGE_SIZE = 50;
const ALL = 'all';

const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};
const TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: 'Suggestion',
  bug: 'Bug',
  other: 'Other',
};

export function AdminFeedbackPage() {
  const id = useId();
  const [status, setStatus] = useState<FeedbackStatus | typeof ALL>(ALL);
  const [type, setType] = useState<FeedbackType | typeof ALL>(ALL);
  const [offset, setOffset] = useState(0);
  const filters: FeedbackFilters = {
    status: status === ALL ? undefined : status,
    type: type === ALL ? undefined : type,
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
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          value={status}
          options={FEEDBACK_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(value) => {
            setStatus(value as FeedbackStatus | typeof ALL);
            setOffset(0);
          }}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Type"
          allLabel="All types"
          value={type}
          options={FEEDBACK_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          onChange={(value) => {
            setType(value as FeedbackType | typeof ALL);
            setOffset(0);
          }}
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
  const onStatus = (item: AdminFeedback, status: FeedbackStatus) =>
    updateStatus.mutate(
      { id: item.id, status },
      {
        onSuccess: () => toast.success('Status updated', { description: STATUS_LABELS[status] }),
        onError: (error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
      },
    );

  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Feedback, newest first</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="p-3 font-medium">
              Date
            </th>
            <th scope="col" className="p-3 font-medium">
              Type
            </th>
            <th scope="col" className="p-3 font-medium">
              Feedback
            </th>
            <th scope="col" className="p-3 font-medium">
              Page
            </th>
            <th scope="col" className="p-3 font-medium">
              From
            </th>
            <th scope="col" className="p-3 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-border align-top">
              <td className="p-3 whitespace-nowrap">{formatDateTime(item.created_at)}</td>
              <td className="p-3">{TYPE_LABELS[item.feedback_type]}</td>
              <td className="max-w-md p-3 break-words whitespace-pre-wrap">{item.content}</td>
              <td className="p-3 font-mono text-xs break-all">{item.page_location}</td>
              <td className="p-3 break-all">{item.user.email}</td>
              <td className="p-3">
                <Select
                  value={item.status}
                  onValueChange={(value) => onStatus(item, value as FeedbackStatus)}
                  disabled={updateStatus.isPending && updateStatus.variables.id === item.id}
                >
                  <SelectTrigger
                    className="w-36"
                    aria-label={`Status of feedback from ${item.user.email}, ${formatDateTime(item.created_at)}`}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {FEEDBACK_STATUSES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {STATUS_LABELS[value]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One labelled filter with an "all" choice, used for status and type. */
function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex w-48 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
