import { JOURNEY_TYPE_LABELS, type JourneyType } from '@updately/shared/journey-types';

/** What a safe-mode journey shows in place of its type ("Moving Home" would say too much). */
export const SAFE_JOURNEY_TYPE_LABEL = 'Private';

/**
 * The journey's type as the person's pages show it. `safe_mode` is an object (or null) on a
 * journey's details and a boolean in the lists: either way, set means safe mode is on.
 */
export function journeyTypeLabel(journey: { type: JourneyType; safe_mode: unknown }): string {
  return journey.safe_mode ? SAFE_JOURNEY_TYPE_LABEL : JOURNEY_TYPE_LABELS[journey.type];
}
