import type { Journey } from '@updately/shared/journeys-api';
import { journeyHasOwnCompanies } from '@updately/shared/request-kinds';
import { Pencil } from 'lucide-react';
import { useState } from 'react';

import { Button } from '../../../components/ui/button';
import { eventDetailsMissing } from '../utils/event-details-input';
import { EventDetailsForm } from './event-details-form';
import { EventDetailsSummary } from './event-details-summary';
import { useCanEditJourney } from './journey-role-context';

/**
 * The journey's first step: what changed, as companies will be told. Missing, it asks for it
 * (Review and send has nothing to send without it); given, a summary with an Edit button.
 */
export function EventDetailsSection({ journey }: { journey: Journey }) {
  const canEdit = useCanEditJourney();
  const missing = eventDetailsMissing(journey);
  const [editing, setEditing] = useState(false);
  const active = journey.status === 'active';
  const open = active && (editing || missing);

  return (
    <section
      aria-labelledby="event-details-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="event-details-heading" className="text-lg font-semibold">
          {missing ? 'Tell us what changed' : 'What changed'}
        </h2>
        {canEdit && active && !open ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
      </div>
      {missing ? (
        <p className="text-sm text-muted-foreground">
          {journeyHasOwnCompanies(journey.type)
            ? 'Companies are told exactly this. Until it is given, there is nothing to send them.'
            : 'Companies are told exactly this. Until it is given, Review and send has nothing to send.'}
        </p>
      ) : null}
      {open ? (
        <EventDetailsForm
          journey={journey}
          onDone={() => setEditing(false)}
          onCancel={missing ? undefined : () => setEditing(false)}
        />
      ) : missing ? (
        <p className="text-sm text-muted-foreground">Nothing given yet.</p>
      ) : (
        <EventDetailsSummary journey={journey} />
      )}
    </section>
  );
}
