import { JOURNEY_TYPE_LABELS, type JourneyType } from '@updately/shared/journey-types';

import { paths } from '../../../lib/paths';

export type ChosenJourney = { question: string; pitch: string; label: string; href: string };

const MOVING: ChosenJourney = {
  question: 'Moving soon?',
  pitch: 'Pick the companies, give your new address once, and we tell them all.',
  label: "I'm moving home",
  href: paths.app.movingHomeStart.getHref(),
};

/** The dashboard's first call to action: the journey chosen before sign-up, else Moving Home. */
export function chosenJourney(type: JourneyType | null): ChosenJourney {
  if (!type || type === 'moving_house') return MOVING;
  const name = JOURNEY_TYPE_LABELS[type];
  return {
    question: `${name}?`,
    pitch: 'Pick up where you left off: we line up every company that needs your new details.',
    label: `Start your ${name} journey`,
    href: paths.app.startJourney.getHref(type),
  };
}
