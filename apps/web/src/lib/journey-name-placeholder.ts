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

/**
 * The name filled in for a move: "Moving to Coburg – December 2026" (the moving day's month,
 * else this month's); "Moving home – …" until the suburb is known.
 */
export function movingJourneyName(
  values: { suburb: string; moving_date: string },
  now: Date,
): string {
  const [year, month, day] = values.moving_date.split('-').map(Number);
  const when = year && month && day ? new Date(year, month - 1, day) : now;
  const suburb = values.suburb.trim().replace(/\s+/g, ' ');
  return `${suburb ? `Moving to ${suburb}` : 'Moving home'} – ${monthAndYear(when)}`;
}
