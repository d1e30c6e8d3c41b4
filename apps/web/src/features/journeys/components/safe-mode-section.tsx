import {
  SAFE_MODE_CHANGES,
  SAFE_MODE_OFFER,
  SAFE_MODE_OFFERED_ON,
  SAFE_MODE_ON_MESSAGE,
  type JourneySafeMode,
} from '@updately/shared/safe-mode';
import type { JourneyDetail } from '@updately/shared/journeys-api';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { SafeContactForm } from '../../../components/safe-contact-form';
import { Button } from '../../../components/ui/button';
import { useTurnOnSafeMode } from '../../../lib/api/turn-on-safe-mode';
import { paths } from '../../../lib/paths';
import { useOwnsJourney } from './journey-role-context';

type SafeModeSectionProps = {
  journey: JourneyDetail;
  requests: readonly UpdateRequest[];
  /** The journey's requests are known (else whether anything was sent is not). */
  requestsLoaded: boolean;
};

const BANNER_HEADING_ID = 'safe-mode-on-heading';

/** Nothing has left the journey: no request past waiting for consent. */
export const nothingSent = (requests: readonly UpdateRequest[]) =>
  requests.every((request) => request.status === 'pending_consent');

/**
 * Safe mode on the journey's page (issue 27): the offer while nothing is sent (Moving Home), or
 * the banner with the safe contact once it is on. The owner's only.
 */
export function SafeModeSection({ journey, requests, requestsLoaded }: SafeModeSectionProps) {
  const owner = useOwnsJourney();
  if (!owner) return null;
  if (journey.safe_mode)
    return <SafeModeBanner journeyId={journey.id} safeMode={journey.safe_mode} />;
  if (!SAFE_MODE_OFFERED_ON.includes(journey.type) || !requestsLoaded || !nothingSent(requests)) {
    return null;
  }
  return <SafeModeOffer journeyId={journey.id} />;
}

function SafeModeOffer({ journeyId }: { journeyId: string }) {
  const turnOn = useTurnOnSafeMode(journeyId);
  return (
    <section
      aria-labelledby="safe-mode-offer-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="safe-mode-offer-heading" className="text-lg font-semibold">
        {SAFE_MODE_OFFER}
      </h2>
      <div className="flex flex-col gap-2">
        <p>Safe mode changes how this journey works:</p>
        <ul className="flex list-disc flex-col gap-1 pl-6 text-sm">
          {SAFE_MODE_CHANGES.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p className="text-sm">
          It stays on for this journey.{' '}
          <Link
            to={paths.safeGuidance.getHref()}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            Read our guide to moving safely
          </Link>
        </p>
      </div>
      <SafeContactForm
        current={null}
        submitLabel="Turn on safe mode"
        pending={turnOn.isPending}
        error={turnOn.error?.message}
        onSubmit={(input) =>
          // mutateAsync: the offer unmounts once the journey is read again, and a mutate()
          // callback of an unmounted component never runs. A refusal shows from turnOn.error.
          turnOn.mutateAsync(input).then(
            () => {
              toast.success(SAFE_MODE_ON_MESSAGE);
              // The offer (and its button) is gone: focus moves to the banner that replaced it.
              requestAnimationFrame(() => document.getElementById(BANNER_HEADING_ID)?.focus());
            },
            () => undefined,
          )
        }
      />
    </section>
  );
}

function SafeModeBanner({ journeyId, safeMode }: { journeyId: string; safeMode: JourneySafeMode }) {
  const [changing, setChanging] = useState(false);
  const change = useTurnOnSafeMode(journeyId);
  const contact = [safeMode.safe_contact_email, safeMode.safe_contact_phone]
    .filter(Boolean)
    .join(' and ');
  return (
    <section
      aria-labelledby={BANNER_HEADING_ID}
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-5"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="flex flex-col gap-1">
          <h2 id={BANNER_HEADING_ID} tabIndex={-1} className="font-semibold focus:outline-none">
            {SAFE_MODE_ON_MESSAGE}
          </h2>
          <p className="text-sm break-words">Everything we send about it goes only to {contact}.</p>
        </div>
      </div>
      {changing ? (
        <SafeContactForm
          current={safeMode}
          submitLabel="Save safe contact"
          pending={change.isPending}
          error={change.error?.message}
          onCancel={() => setChanging(false)}
          onSubmit={(input) =>
            change.mutate(input, {
              onSuccess: () => {
                toast.success('Safe contact saved');
                setChanging(false);
              },
            })
          }
        />
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setChanging(true)}>
          Change safe contact
        </Button>
      )}
    </section>
  );
}
