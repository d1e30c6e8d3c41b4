import {
  movingHouseOnboardingSchema,
  type MovingHouseOnboardingInput,
} from '@updately/shared/journeys-api';
import { sanitizeJourneyName } from '@updately/shared/sanitize';

export type MoveValues = { name: string; target_address: string; moving_date: string };
export type MoveField = keyof MoveValues;

export type MoveResult =
  | { ok: true; input: MovingHouseOnboardingInput }
  | { ok: false; errors: Partial<Record<MoveField, string>> };

/** POST /api/onboarding/moving-house: the chosen brands and the journey, its name sanitised. */
export function toMovingHomeInput(brandIds: string[], values: MoveValues): MoveResult {
  const name = sanitizeJourneyName(values.name);
  if (!name) {
    return {
      ok: false,
      errors: { name: 'Enter a name for the journey using words, not markup.' },
    };
  }
  const address = values.target_address.trim();
  const parsed = movingHouseOnboardingSchema.safeParse({
    brandIds,
    journey: {
      name,
      ...(address && { target_address: address }),
      ...(values.moving_date && { moving_date: values.moving_date }),
    },
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<MoveField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[1];
    if (issue.path[0] === 'journey' && typeof field === 'string' && field in values) {
      errors[field as MoveField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
