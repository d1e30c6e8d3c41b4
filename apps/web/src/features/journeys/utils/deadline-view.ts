import type { JourneyDeadline } from '@updately/shared/deadlines-api';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';

import { formatDay } from './kind-values';
import { localToday } from './update-view';
import { safeHttpUrl } from './safe-link';

/** Soonest first; on one day, the person's own legal deadlines before expected answers. */
export function sortDeadlines(items: readonly JourneyDeadline[]): JourneyDeadline[] {
  const rank = (d: JourneyDeadline) => (d.type === 'legal' ? 0 : 1);
  return [...items].sort(
    (a, b) =>
      a.due_on.localeCompare(b.due_on) ||
      rank(a) - rank(b) ||
      a.company_name.localeCompare(b.company_name),
  );
}

const dayCount = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** Where a deadline stands, in words: "Done", "3 days overdue", "Due today", "Due in 5 days". */
export function deadlineStateText(
  deadline: Pick<JourneyDeadline, 'due_on' | 'overdue' | 'done'>,
  today: string = localToday(),
): string {
  if (deadline.done) return 'Done';
  const days = Math.round(
    (Date.parse(`${deadline.due_on.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) /
      86_400_000,
  );
  if (deadline.overdue || days < 0) {
    return days < 0 ? `Overdue by ${dayCount(-days)}` : 'Overdue';
  }
  if (days === 0) return 'Due today';
  return `Due in ${dayCount(days)}`;
}

/** One row of the panel: what is due, by whom, when, and the law's page for a legal one. */
export function deadlineRow(deadline: JourneyDeadline, today?: string) {
  return {
    key: `${deadline.type}-${deadline.request_id ?? deadline.footprint_id ?? deadline.company_name}-${deadline.kind}-${deadline.due_on}`,
    date: formatDay(deadline.due_on),
    title: deadline.description,
    detail:
      deadline.type === 'legal'
        ? `Your deadline with ${deadline.company_name} · ${REQUEST_KIND_LABELS[deadline.kind]}`
        : `${deadline.company_name} · ${REQUEST_KIND_LABELS[deadline.kind]}`,
    state: deadlineStateText(deadline, today),
    tone: deadline.done ? 'done' : deadline.overdue ? 'overdue' : 'open',
    source: deadline.type === 'legal' ? safeHttpUrl(deadline.source_url) : null,
  } as const;
}
