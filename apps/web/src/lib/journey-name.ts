import { sanitizeJourneyName } from '@updately/shared/sanitize';

export type JourneyNameResult =
  { ok: true; name: string } | { ok: false; errors: { name: string } };

/** A typed journey name as it is stored (markup gone, trimmed), or the message when none is left. */
export function journeyName(typed: string): JourneyNameResult {
  const name = sanitizeJourneyName(typed);
  if (name) return { ok: true, name };
  return { ok: false, errors: { name: 'Enter a name for the journey using words, not markup.' } };
}
