import type { JourneySummary } from '@updately/shared/journeys-api';
import { Link } from 'react-router';

import { formatCalendarDate, formatDate } from '../../../lib/format-date';
import { journeyTypeLabel } from '../../../lib/journey-type-label';
import { paths } from '../../../lib/paths';
import { journeyProgress } from '../utils/journey-progress';
import { JourneyProgressBar } from './journey-progress-bar';
import { JourneyStatusBadge } from './journey-status-badge';
import { JourneyTypeIcon } from './journey-type-icon';

/** One journey in My Journeys: its name links to the details. */
export function JourneyCard({ journey }: { journey: JourneySummary }) {
  const progress = journeyProgress(journey.completed_count, journey.footprint_count);
  const headingId = `journey-${journey.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="rounded-md bg-brand-50 p-2 text-brand-700">
            <JourneyTypeIcon type={journey.type} safe={journey.safe_mode} />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg leading-tight font-semibold break-words">
              <Link
                to={paths.app.journey.getHref(journey.id)}
                className="after:absolute after:inset-0 after:rounded-lg hover:underline hover:underline-offset-4 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
              >
                {journey.name}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">{journeyTypeLabel(journey)}</p>
          </div>
        </div>
        <JourneyStatusBadge status={journey.status} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Started</dt>
          <dd>{formatDate(journey.created_at)}</dd>
        </div>
        {journey.moving_date ? (
          <div className="flex gap-1 sm:col-span-2">
            <dt className="text-muted-foreground">Moving day</dt>
            <dd>{formatCalendarDate(journey.moving_date)}</dd>
          </div>
        ) : null}
        {journey.completed_at ? (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Completed</dt>
            <dd>{formatDate(journey.completed_at)}</dd>
          </div>
        ) : null}
      </dl>
      <JourneyProgressBar progress={progress} label={`Progress of ${journey.name}`} />
    </article>
  );
}
