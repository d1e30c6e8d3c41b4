import type { JourneyType } from '@updately/shared/journey-types';
import {
  createJourneySchema,
  journeyTargetFields,
  type CreateJourneyInput,
  type JourneyTargetField,
} from '@updately/shared/journeys-api';

import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { journeyName } from '../../../lib/journey-name';

export type StartJourneyValues = {
  type: JourneyType | '';
  name: string;
  target_address: string;
  moving_date: string;
  target_email: string;
  target_phone: string;
};

export type StartJourneyField = keyof StartJourneyValues;

export const EMPTY_START_JOURNEY_VALUES: StartJourneyValues = {
  type: '',
  name: '',
  target_address: '',
  moving_date: '',
  target_email: '',
  target_phone: '',
};

/** The spec's rule for the submit button: a type and a non-empty trimmed name. */
export function canStartJourney(values: Pick<StartJourneyValues, 'type' | 'name'>): boolean {
  return values.type !== '' && values.name.trim().length > 0;
}

export type StartJourneyResult =
  { ok: true; input: CreateJourneyInput } | { ok: false; errors: FieldErrors<StartJourneyValues> };

/**
 * The payload for POST /api/journeys: the name trimmed and sanitised (no markup survives), only
 * the targets the type asks for, blanks left out; or the messages for the fields that fail.
 */
export function toStartJourneyInput(values: StartJourneyValues): StartJourneyResult {
  if (values.type === '') return { ok: false, errors: { type: 'Choose a journey type.' } };
  const named = journeyName(values.name);
  if (!named.ok) return named;
  const { name } = named;
  const targets: Partial<Record<JourneyTargetField, string>> = {};
  for (const field of journeyTargetFields(values.type)) {
    const value = values[field].trim();
    if (value) targets[field] = value;
  }
  const parsed = createJourneySchema.safeParse({ type: values.type, name, ...targets });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error.issues, values) };
}
