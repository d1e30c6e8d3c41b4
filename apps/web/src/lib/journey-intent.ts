import { JOURNEY_TYPES, type JourneyType } from '@updately/shared/journey-types';

import { paths } from './paths';

const INTENT_KEY = 'updately.journey-intent';
const START_PARAM = 'start';

/**
 * The journey a visitor set out to start before signing up (the `next` of /signup?next=), read
 * from its start path; null for any other page.
 */
export function journeyOfPath(path: string | null | undefined): JourneyType | null {
  if (!path) return null;
  const url = new URL(path, 'http://app.invalid');
  if (url.pathname === paths.app.movingHomeStart.getHref()) return 'moving_house';
  if (url.pathname !== paths.app.journeys.getHref()) return null;
  const type = url.searchParams.get(START_PARAM);
  return JOURNEY_TYPES.find((known) => known === type) ?? null;
}

/** Remembered in this browser, so the dashboard can still offer that journey first later. */
export function rememberJourneyIntent(path: string | null) {
  const journey = journeyOfPath(path);
  if (!journey) return;
  try {
    window.localStorage.setItem(INTENT_KEY, journey);
  } catch {
    // Storage may be off (private mode): the dashboard then offers Moving Home first.
  }
}

export function rememberedJourneyIntent(): JourneyType | null {
  try {
    const stored = window.localStorage.getItem(INTENT_KEY);
    return JOURNEY_TYPES.find((known) => known === stored) ?? null;
  } catch {
    return null;
  }
}
