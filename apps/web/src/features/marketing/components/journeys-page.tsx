import { JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '@updately/shared/journey-types';

import { MarketingPage } from './marketing-page';

export function JourneysPage() {
  return (
    <MarketingPage
      heading="Journeys"
      lead="A journey is a guided update for one life event. Pick the one you are going through and Updately works out which of your accounts need your new details."
    >
      <section aria-labelledby="journey-types" className="flex flex-col gap-4">
        <h2 id="journey-types" className="text-xl font-semibold">
          Life events we cover
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {JOURNEY_TYPES.map((type) => (
            <li key={type} className="rounded-lg border border-border p-4 font-medium">
              {JOURNEY_TYPE_LABELS[type]}
            </li>
          ))}
        </ul>
      </section>
    </MarketingPage>
  );
}
