import type { JourneyType } from '@updately/shared/journey-types';

const EXAMPLE_TITLES: Record<JourneyType, string> = {
  moving_house: 'Moving to Brunswick',
  changing_jobs: 'Starting at Atlassian',
  getting_married: 'Our wedding',
  getting_hacked: 'Securing my accounts',
  having_baby: 'Welcoming our baby',
  losing_loved_one: "Settling a loved one's affairs",
  graduation: 'Graduating from Monash',
};

/** "March 2027": the month and year of `date` in the user's time zone. */
export function monthAndYear(date: Date, locale = 'en-AU'): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
}

/**
 * The start-journey name placeholder: a title for the type plus this month and year, e.g.
 * "Moving to Brunswick – March 2027". Before a type is chosen, the Moving Home example.
 */
export function journeyNamePlaceholder(type: JourneyType | undefined, now: Date): string {
  return `${EXAMPLE_TITLES[type ?? 'moving_house']} – ${monthAndYear(now)}`;
}
