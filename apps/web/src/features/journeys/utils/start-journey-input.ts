import type { AuState } from '@updately/shared/au-address';
import type { JourneyType } from '@updately/shared/journey-types';
import {
  createJourneySchema,
  journeyTargetFields,
  type CreateJourneyInput,
  type JourneyTargetField,
} from '@updately/shared/journeys-api';

import type { FieldErrors } from '../../../lib/field-errors';
import { ACTING_FIELDS, actingDefaults, actingPayload, type ActingValues } from './acting-input';
import { journeyName } from '../../../lib/journey-name';

export type StartJourneyValues = ActingValues & {
  type: JourneyType | '';
  name: string;
  street: string;
  suburb: string;
  state: AuState | '';
  postcode: string;
  moving_date: string;
  target_email: string;
  target_phone: string;
};

export type StartJourneyField = keyof StartJourneyValues;

/** The fields in the order they are shown (the first failing one takes focus). */
export const START_JOURNEY_FIELDS: StartJourneyField[] = [
  'type',
  ...ACTING_FIELDS,
  'name',
  'street',
  'suburb',
  'state',
  'postcode',
  'moving_date',
  'target_email',
  'target_phone',
];

export const EMPTY_START_JOURNEY_VALUES: StartJourneyValues = {
  ...actingDefaults(''),
  type: '',
  name: '',
  street: '',
  suburb: '',
  state: '',
  postcode: '',
  moving_date: '',
  target_email: '',
  target_phone: '',
};

export type StartJourneyResult =
  { ok: true; input: CreateJourneyInput } | { ok: false; errors: FieldErrors<StartJourneyValues> };

/**
 * The payload for POST /api/journeys: the name trimmed and sanitised (no markup survives), only
 * the targets the type asks for, blanks left out; a move's new address is required, in parts.
 * Or the messages for every field that fails.
 */
export function toStartJourneyInput(values: StartJourneyValues): StartJourneyResult {
  const named = journeyName(values.name);
  if (values.type === '') {
    return {
      ok: false,
      errors: { type: 'Choose a journey type.', ...(!named.ok && { name: named.errors.name }) },
    };
  }
  const targets: Partial<Record<JourneyTargetField, string>> = {};
  for (const field of journeyTargetFields(values.type)) {
    if (field === 'target_address') continue;
    const value = values[field].trim();
    if (value) targets[field] = value;
  }
  const moving = values.type === 'moving_house';
  const parsed = createJourneySchema.safeParse({
    type: values.type,
    name: named.ok ? named.name : 'unchecked',
    ...actingPayload(values),
    ...targets,
    ...(moving && {
      new_address: {
        street: values.street,
        suburb: values.suburb,
        state: values.state,
        postcode: values.postcode,
      },
    }),
  });
  if (parsed.success && named.ok) return { ok: true, input: parsed.data };
  const errors: FieldErrors<StartJourneyValues> = named.ok ? {} : { name: named.errors.name };
  for (const { path, message } of parsed.error?.issues ?? []) {
    const field = (path[0] === 'new_address' ? path[1] : path[0]) as StartJourneyField;
    if (START_JOURNEY_FIELDS.includes(field)) errors[field] ??= message;
  }
  return { ok: false, errors };
}
