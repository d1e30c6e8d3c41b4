import { Island } from '../../../islands/island';
import { JOURNEY_CARDS } from '../content/journey-cards';
import { JourneyTypeLink } from './journey-type-link';
import { MarketingPage } from './marketing-page';
import { FeatureGrid, Section } from './section';

const INSIDE_A_JOURNEY = [
  {
    title: 'The right companies',
    text: 'We match the details a life event changes (an address, a surname, an email) with the companies in your footprint that collect them.',
  },
  {
    title: 'The right order',
    text: 'Banks and government services that other companies check against come first, so later updates are accepted the first time.',
  },
  {
    title: 'One place to follow up',
    text: 'Every company shows its status: updated through an integration, emailed for you, or waiting on a quick step from you.',
  },
];

export function JourneysPage() {
  return (
    <MarketingPage
      path="/journeys"
      heading="Journeys"
      lead="A journey is a guided update for one life event. Pick the one you are going through and Updately works out which of your accounts need your new details."
    >
      <Section
        id="journey-types"
        title="Life events we cover"
        lead="Moving Home is live. The other journeys start with a free account, where we guide you company by company."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {JOURNEY_CARDS.map((card) => {
            const Icon = card.icon;
            return (
              <li
                key={card.title}
                className="flex flex-col gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground"
              >
                <span className="text-brand-700 [&_svg]:size-6">
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">{card.title}</h3>
                <p className="text-muted-foreground">{card.description}</p>
                <div className="mt-auto pt-2">
                  <Island
                    name="journey-type-link"
                    component={JourneyTypeLink}
                    props={{ title: card.title, live: card.live, startPath: card.startPath }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="inside-a-journey" title="What a journey does for you" tone="muted">
        <FeatureGrid items={INSIDE_A_JOURNEY} />
      </Section>
    </MarketingPage>
  );
}
