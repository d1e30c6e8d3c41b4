import type { AuState } from '@updately/shared/au-address';
import {
  movingHouseOnboardingSchema,
  type MovingHouseOnboardingInput,
} from '@updately/shared/journeys-api';

import type { FieldErrors } from '../../../lib/field-errors';
import { journeyName } from '../../../lib/journey-name';

export type MoveValues = {
  name: string;
  street: string;
  suburb: string;
  state: AuState | '';
  postcode: string;
  moving_date: string;
};
export type MoveField = keyof MoveValues;

/** The form's fields in the order they are shown (the first failing one takes focus). */
export const MOVE_FIELDS: MoveField[] = [
  'name',
  'street',
  'suburb',
  'state',
  'postcode',
  'moving_date',
];

export type MoveResult =
  { ok: true; input: MovingHouseOnboardingInput } | { ok: false; errors: FieldErrors<MoveValues> };

/**
 * POST /api/onboarding/moving-house: the chosen brands and the journey, its name sanitised and
 * its new address in parts. Every failing field gets its message at once.
 */
export function toMovingHomeInput(brandIds: string[], values: MoveValues): MoveResult {
  const named = journeyName(values.name);
  const parsed = movingHouseOnboardingSchema.safeParse({
    brandIds,
    journey: {
      name: named.ok ? named.name : '',
      new_address: {
        street: values.street,
        suburb: values.suburb,
        state: values.state,
        postcode: values.postcode,
      },
      ...(values.moving_date && { moving_date: values.moving_date }),
    },
  });
  if (parsed.success && named.ok) return { ok: true, input: parsed.data };
  const errors: FieldErrors<MoveValues> = named.ok ? {} : { name: named.errors.name };
  for (const { path, message } of parsed.error?.issues ?? []) {
    const field = (path[1] === 'new_address' ? path[2] : path[1]) as MoveField | undefined;
    if (field && MOVE_FIELDS.includes(field)) errors[field] ??= message;
  }
  return { ok: false, errors };
}
