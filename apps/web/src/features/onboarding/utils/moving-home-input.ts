import {
  movingHouseOnboardingSchema,
  type MovingHouseOnboardingInput,
} from '@updately/shared/journeys-api';

import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { journeyName } from '../../../lib/journey-name';

export type MoveValues = { name: string; target_address: string; moving_date: string };
export type MoveField = keyof MoveValues;

export type MoveResult =
  { ok: true; input: MovingHouseOnboardingInput } | { ok: false; errors: FieldErrors<MoveValues> };

/** POST /api/onboarding/moving-house: the chosen brands and the journey, its name sanitised. */
export function toMovingHomeInput(brandIds: string[], values: MoveValues): MoveResult {
  const named = journeyName(values.name);
  if (!named.ok) return named;
  const { name } = named;
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
  return { ok: false, errors: fieldErrors(parsed.error.issues, values, ['journey']) };
}
