import { Circle, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { rememberedJourneyIntent } from '../../../lib/journey-intent';
import { paths } from '../../../lib/paths';
import { chosenJourney } from '../utils/chosen-journey';
import { StartJourneyButton } from './start-journey-button';

type FirstRunPanelProps = {
  hasFootprints: boolean;
  hasJourneys: boolean;
  onStartJourney?: () => void;
};

function Step({ done, children }: { done: boolean; children: ReactNode }) {
  const Icon = done ? CircleCheck : Circle;
  return (
    <li className="flex items-start gap-3">
      <Icon
        aria-hidden="true"
        className={done ? 'mt-0.5 size-5 shrink-0 text-primary' : 'mt-0.5 size-5 shrink-0'}
      />
      <div className="flex flex-col gap-2">
        {children}
        <span className="sr-only">{done ? '(done)' : '(to do)'}</span>
      </div>
    </li>
  );
}

/**
 * For a new user: the journey they came for first (the one they chose before signing up, else
 * Moving Home), then the two steps: footprints, and any other journey.
 */
export function FirstRunPanel({ hasFootprints, hasJourneys, onStartJourney }: FirstRunPanelProps) {
  const journey = chosenJourney(rememberedJourneyIntent());
  return (
    <section
      aria-labelledby="first-run-heading"
      className="flex flex-col gap-4 rounded-lg border border-brand-600/30 bg-brand-50 p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="first-run-heading" className="text-xl font-semibold">
          Get started in two steps
        </h2>
        <p className="text-sm text-muted-foreground">
          Tell us which companies hold your details, then pick the life event that changes them.
        </p>
      </div>
      {hasJourneys ? null : (
        <div className="flex flex-col gap-3 border-b border-brand-600/20 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-medium">{journey.question}</span> {journey.pitch}
          </p>
          <Button asChild size="lg" className="shrink-0">
            <Link to={journey.href}>{journey.label}</Link>
          </Button>
        </div>
      )}
      <ol className="flex flex-col gap-5">
        <Step done={hasFootprints}>
          <p className="font-medium">Add your digital footprints</p>
          <p className="text-sm text-muted-foreground">
            Banks, telcos, utilities, insurers, government and shops: pick them from our directory
            in a few minutes.
          </p>
          {hasFootprints ? null : (
            <div>
              <Button asChild variant={hasJourneys ? 'default' : 'outline'}>
                <Link to={paths.app.onboarding.getHref()}>Add my footprints</Link>
              </Button>
            </div>
          )}
        </Step>
        <Step done={hasJourneys}>
          <p className="font-medium">Start a journey</p>
          <p className="text-sm text-muted-foreground">
            Moving home, a new job, getting married: we line up every company that needs your new
            details.
          </p>
          {hasJourneys ? null : (
            <div>
              <StartJourneyButton onStartJourney={onStartJourney} variant="outline" />
            </div>
          )}
        </Step>
      </ol>
    </section>
  );
}
