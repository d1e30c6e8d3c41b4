import type { JourneySummary } from '@updately/shared/journeys-api';
import {
  SAFE_MODE_CHANGES,
  SAFE_MODE_OFFER,
  SAFE_MODE_ON_MESSAGE,
} from '@updately/shared/safe-mode';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { SafeContactForm } from '../../../components/safe-contact-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useJourneys } from '../../../lib/api/get-journeys';
import { useTurnOnSafeMode } from '../../../lib/api/turn-on-safe-mode';
import { paths } from '../../../lib/paths';

/** Safe mode for any of the person's own journeys (issue 27); the journey page offers it too. */
export function SafeModeSettingsSection() {
  const journeys = useJourneys();
  const own = (journeys.data?.items ?? []).filter((journey) => !journey.shared);
  return (
    <SectionCard title="Safe mode" description={SAFE_MODE_OFFER}>
      <div className="flex flex-col gap-4 text-sm">
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {SAFE_MODE_CHANGES.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p>
          It can be turned on before anything is sent on a journey, and then stays on.{' '}
          <Link
            to={paths.safeGuidance.getHref()}
            className="font-medium text-primary underline underline-offset-4"
          >
            Read our guide to moving safely
          </Link>
        </p>
        {journeys.isError ? (
          <LoadError
            title="Your journeys could not be loaded"
            error={journeys.error}
            onRetry={() => journeys.refetch()}
          />
        ) : journeys.isPending ? (
          <p className="text-muted-foreground">Loading your journeys…</p>
        ) : own.length === 0 ? (
          <p className="text-muted-foreground">You have no journeys yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
            {own.map((journey) => (
              <SafeModeJourney key={journey.id} journey={journey} />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

function SafeModeJourney({ journey }: { journey: JourneySummary }) {
  const [open, setOpen] = useState(false);
  const turnOn = useTurnOnSafeMode(journey.id);
  return (
    <li className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words">{journey.name}</span>
        {journey.safe_mode ? (
          <Badge variant="secondary">On</Badge>
        ) : open ? null : (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Turn on safe mode
            <span className="sr-only"> for {journey.name}</span>
          </Button>
        )}
      </div>
      {open && !journey.safe_mode ? (
        <SafeContactForm
          current={null}
          submitLabel="Turn on safe mode"
          pending={turnOn.isPending}
          error={turnOn.error?.message}
          onCancel={() => setOpen(false)}
          onSubmit={(input) =>
            turnOn.mutate(input, {
              onSuccess: () => {
                toast.success(SAFE_MODE_ON_MESSAGE);
                setOpen(false);
              },
            })
          }
        />
      ) : null}
    </li>
  );
}
