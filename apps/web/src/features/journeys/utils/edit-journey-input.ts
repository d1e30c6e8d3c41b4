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
import { actingChanges, journeyActingValues, type ActingValues } from './acting-input';

export type EditJourneyValues = { name: string } & Record<JourneyTargetField, string> &
  ActingValues;
export type EditJourneyField = keyof EditJourneyValues;

export function editJourneyDefaults(journey: Journey): EditJourneyValues {
  return {
    name: journey.name,
    target_address: journey.target_address ?? '',
    moving_date: journey.moving_date ?? '',
    target_email: journey.target_email ?? '',
    target_phone: journey.target_phone ?? '',
    ...journeyActingValues(journey),
  };
}

export type EditJourneyResult =
  { ok: true; input: UpdateJourneyInput } | { ok: false; errors: FieldErrors<EditJourneyValues> };

/**
 * PATCH /api/journeys/{id}: the sanitised name, the type's targets (a blank clears one) and who
 * it is for when changed; or the messages for the fields that fail.
 */
export function toUpdateJourneyInput(
  type: JourneyType,
  values: EditJourneyValues,
  /** Who the journey is for now: sent only when the form changes it. */
  before?: ActingValues,
): EditJourneyResult {
  const named = journeyName(values.name);
  if (!named.ok) return named;
  const { name } = named;
  const targets: Partial<Record<JourneyTargetField, string>> = {};
  for (const field of journeyTargetFields(type)) targets[field] = values[field].trim();
  const acting = before ? actingChanges(before, values) : {};
  const parsed = updateJourneySchema.safeParse({ name, ...targets, ...acting });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error.issues, values) };
}
