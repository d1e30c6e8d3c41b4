import { CAROUSEL_AUTOPLAY_MS } from '@updately/shared/constants';

import { Carousel } from '../../../components/ui/carousel';
import { pushDataLayer } from '../../../lib/data-layer';
import { paths } from '../../../lib/paths';
import { appHref, usePublicConfig } from '../../../lib/public-config';
import { SiteLink } from '../../../lib/site-link';
import { JOURNEY_CARDS, type JourneyCard } from '../content/journey-cards';
import { useSignedIn } from '../hooks/use-signed-in';

/**
 * Moving Home goes to its page, or signed in opens the start-journey dialog with Moving Home
 * chosen (SPEC.md section 2); the other journeys go to the sign-up page on the app host, which
 * brings the new account to that journey's start.
 */
function useCardHref(card: JourneyCard): string {
  const signedIn = useSignedIn();
  const config = usePublicConfig();
  if (!card.live) return appHref(config, paths.auth.signup.getHref(card.startPath));
  return signedIn ? paths.app.startJourney.getHref('moving_house') : paths.movingHome.getHref();
}

function JourneyCardView({ card }: { card: JourneyCard }) {
  const href = useCardHref(card);
  const Icon = card.icon;
  const onClick = () => pushDataLayer({ event: 'journey_cta_click', title: card.title });
  // The heading's link covers the whole card, so the card is one target with one name.
  const linkClass =
    'after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring';
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center justify-between gap-2">
        <span className="rounded-md bg-brand-50 p-2 text-brand-700 [&_svg]:size-6">
          <Icon aria-hidden="true" />
        </span>
        <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">
          {card.live ? 'Live now' : 'Free account'}
        </span>
      </div>
      <h3 className="text-lg font-semibold">
        <SiteLink href={href} onClick={onClick} className={linkClass}>
          {card.title}
        </SiteLink>
      </h3>
      <p className="text-muted-foreground">{card.description}</p>
      <p aria-hidden="true" className="mt-auto text-sm font-semibold text-brand-800">
        {card.live ? 'See how moving works →' : 'Start with a free account →'}
      </p>
    </article>
  );
}

export function JourneyCarousel() {
  return (
    <Carousel
      label="Journeys"
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      slideClassName="sm:basis-1/2 lg:basis-1/3"
    >
      {JOURNEY_CARDS.map((card) => (
        <JourneyCardView key={card.title} card={card} />
      ))}
    </Carousel>
  );
}
