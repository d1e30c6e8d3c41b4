import { JOURNEY_MEMBER_ROLE_LABELS } from '@updately/shared/journey-people';
import type { JourneySummary } from '@updately/shared/journeys-api';
import { useId } from 'react';

import { JourneyCard } from './journey-card';

/** "Shared with you": other people's journeys the person works on or follows. */
export function SharedJourneys({ journeys }: { journeys: JourneySummary[] }) {
  const headingId = useId();
  if (journeys.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Shared with you
      </h2>
      <ul className="flex flex-col gap-4">
        {journeys.map((journey) => (
          <li key={journey.id} className="flex flex-col gap-1.5">
            <p className="text-sm text-muted-foreground">
              {journey.shared!.owner_name}&rsquo;s journey · you are{' '}
              {journey.shared!.role === 'editor' ? 'an' : 'a'}{' '}
              {JOURNEY_MEMBER_ROLE_LABELS[journey.shared!.role].toLowerCase()}
            </p>
            <JourneyCard journey={journey} />
          </li>
        ))}
      </ul>
    </section>
  );
}
