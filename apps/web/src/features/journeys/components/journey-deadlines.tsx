import { CalendarClock, ExternalLink } from 'lucide-react';

import { LoadError } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { useJourneyDeadlines } from '../api/get-journey-deadlines';
import { deadlineRow, sortDeadlines } from '../utils/deadline-view';

const TONE = {
  done: 'text-muted-foreground',
  overdue: 'font-semibold text-red-800',
  open: 'font-medium',
} as const;

/**
 * The dates that matter on a journey, soonest first: the person's own legal deadlines (with the
 * page that sets each) and each company's expected answer; overdue and done said in words.
 */
export function JourneyDeadlines({ journeyId }: { journeyId: string }) {
  const deadlines = useJourneyDeadlines(journeyId);
  return (
    <section
      aria-labelledby="deadlines-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="deadlines-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden="true" className="size-5" />
        Deadlines
      </h2>
      {deadlines.isPending ? (
        <div role="status" aria-label="Loading the deadlines" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : deadlines.isError ? (
        <LoadError
          title="The deadlines could not be loaded"
          error={deadlines.error}
          onRetry={() => deadlines.refetch()}
        />
      ) : deadlines.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No deadlines yet. Once updates are sent, each company’s expected answer date shows here,
          with any deadline the law sets for you.
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-border text-sm">
          {sortDeadlines(deadlines.data.items).map((deadline) => {
            const row = deadlineRow(deadline);
            return (
              <li
                key={row.key}
                className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-4"
              >
                <span className="shrink-0 font-medium tabular-nums sm:w-28">{row.date}</span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className={cn('break-words', row.tone === 'done' && 'line-through')}>
                    {row.title}
                  </span>
                  <span className="text-muted-foreground">{row.detail}</span>
                  {row.source ? (
                    <a
                      href={row.source}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-6 items-center gap-1 self-start font-medium text-brand-800 underline underline-offset-4"
                    >
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      Source
                      <span className="sr-only"> for “{row.title}” (opens in a new tab)</span>
                    </a>
                  ) : null}
                </span>
                <span className={cn('shrink-0', TONE[row.tone])}>{row.state}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
