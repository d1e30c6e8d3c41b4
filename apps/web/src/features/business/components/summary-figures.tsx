import type { BusinessSummary } from '@updately/shared/business-api';
import { CheckCircle2, Clock, Inbox, Receipt } from 'lucide-react';

import { countOf } from '../../../lib/count-of';
import { formatDuration, formatMoney, formatRate } from '../utils/format-business';

/** The home page's four figures. */
export function SummaryFigures({ summary }: { summary: BusinessSummary }) {
  const answered = summary.confirmed + summary.rejected;
  const { usage } = summary;
  const figures = [
    {
      label: 'Requests waiting for your answer',
      value: String(summary.pending),
      detail: null,
      icon: Inbox,
    },
    {
      label: 'Confirmation rate',
      value:
        summary.confirmation_rate === null ? 'None yet' : formatRate(summary.confirmation_rate),
      detail: answered
        ? `${summary.confirmed} of ${countOf(answered, 'answer', 'answers')}`
        : formatRate(null),
      icon: CheckCircle2,
    },
    {
      label: 'Median time to confirm',
      value:
        summary.median_seconds_to_confirm === null
          ? 'None yet'
          : formatDuration(summary.median_seconds_to_confirm),
      detail:
        summary.median_seconds_to_confirm === null
          ? formatDuration(null)
          : 'From sent to confirmed',
      icon: Clock,
    },
    {
      label: 'Usage this month',
      value: formatMoney(usage.amount, usage.currency),
      detail: `${countOf(usage.fields, 'field', 'fields')} confirmed`,
      icon: Receipt,
    },
  ];
  // A dl's groups hold only dt and dd (axe: dlitem): the icon and detail sit in the dd.
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(({ label, value, detail, icon: Icon }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-card p-5 shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="flex flex-col gap-1">
            <span className="flex items-center gap-3 text-2xl font-bold">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              {value}
            </span>
            {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
