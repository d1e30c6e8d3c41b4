import type { JourneyType } from '@updately/shared/journey-types';
import {
  journeyTargetFields,
  updateJourneySchema,
  type Journey,
  type JourneyTargetField,
  type UpdateJourneyInput,
} from '@updately/shared/journeys-api';

import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { journeyName } from '../../../lib/journey-name';

export type EditJourneyValues = { name: string } & Record<JourneyTargetField, string>;
export type EditJourneyField = keyof EditJourneyValues;

export function editJourneyDefaults(journey: Journey): EditJourneyValues {
  return {
    name: journey.name,
    target_address: journey.target_address ?? '',
    moving_date: journey.moving_date ?? '',
    target_email: journey.target_email ?? '',
    target_phone: journey.target_phone ?? '',
  };
}

export type EditJourneyResult =
  { ok: true; input: UpdateJourneyInput } | { ok: false; errors: FieldErrors<EditJourneyValues> };

/**
 * PATCH /api/journeys/{id}: the sanitised name and the type's targets (a blank clears one);
 * or the messages for the fields that fail.
 */
export function toUpdateJourneyInput(
  type: JourneyType,
  values: EditJourneyValues,
): EditJourneyResult {
  const named = journeyName(values.name);
  if (!named.ok) return named;
  const { name } = named;
  const targets: Partial<Record<JourneyTargetField, string>> = {};
  for (const field of journeyTargetFields(type)) targets[field] = values[field].trim();
  const parsed = updateJourneySchema.safeParse({ name, ...targets });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error.issues, values) };
}
