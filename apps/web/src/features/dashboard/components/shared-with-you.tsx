import { JOURNEY_MEMBER_ROLE_LABELS } from '@updately/shared/journey-people';
import type { JourneySummary } from '@updately/shared/journeys-api';
import { Link } from 'react-router';

import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../lib/paths';

/** Other people's journeys the person shares: each with its owner and the person's role. */
export function SharedWithYou({ journeys }: { journeys: JourneySummary[] }) {
  if (journeys.length === 0) return null;
  return (
    <SectionCard title="Shared with you">
      <ul className="flex flex-col gap-3">
        {journeys.map((journey) => (
          <li key={journey.id} className="flex flex-col gap-0.5">
            <Link
              to={paths.app.journey.getHref(journey.id)}
              className="font-medium break-words text-primary underline-offset-4 hover:underline"
            >
              {journey.name}
            </Link>
            <span className="text-sm text-muted-foreground">
              {journey.shared!.owner_name}&rsquo;s journey ·{' '}
              {JOURNEY_MEMBER_ROLE_LABELS[journey.shared!.role]}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
