import type {
  FieldsToUpdate,
  Journey,
  JourneyFootprintDetail,
} from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';

import { formatCalendarDate } from '../../../lib/format-date';

export type UpdateField = keyof FieldsToUpdate;

export const UPDATE_FIELDS: readonly UpdateField[] = ['address', 'email', 'phone'];

export const UPDATE_FIELD_LABELS: Record<UpdateField, string> = {
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
};

export type CopyValue = { id: string; label: string; value: string };

export type JourneyTodo = {
  /** The fields switched on, in order. */
  fields: UpdateField[];
  /** What to do, in a sentence. */
  instruction: string;
  /** The journey's new values for the fields switched on, ready to copy. */
  values: CopyValue[];
  /** Fields switched on that the journey has no new value for. */
  missing: UpdateField[];
  /** Other data the company holds that this journey type changes (labels), e.g. "Post code". */
  alsoCheck: string[];
};

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The to-do for one linked company: what to change there and the values to copy. */
export function journeyTodo(
  journey: Pick<Journey, 'target_address' | 'target_email' | 'target_phone' | 'moving_date'>,
  link: Pick<JourneyFootprintDetail, 'fields_to_update' | 'footprint'>,
  journeyPiiFields: readonly PiiFieldType[],
): JourneyTodo {
  const fields = UPDATE_FIELDS.filter((field) => link.fields_to_update[field]);
  const name = link.footprint.name;
  const instruction =
    fields.length === 0
      ? `Nothing to change at ${name} yet: switch on the details to update.`
      : `Update your ${listWords(fields.map((f) => UPDATE_FIELD_LABELS[f].toLowerCase()))} with ${name}.`;

  const values: CopyValue[] = [];
  const missing: UpdateField[] = [];
  const add = (field: UpdateField, id: string, label: string, value: string | null) => {
    if (value) values.push({ id, label, value });
    else missing.push(field);
  };
  if (link.fields_to_update.address) {
    add('address', 'address', 'New address', journey.target_address);
    if (journey.moving_date) {
      values.push({
        id: 'moving_date',
        label: 'Moving day',
        value: formatCalendarDate(journey.moving_date),
      });
    }
  }
  if (link.fields_to_update.email) add('email', 'email', 'New email', journey.target_email);
  if (link.fields_to_update.phone) add('phone', 'phone', 'New phone', journey.target_phone);

  const changing = new Set<string>(journeyPiiFields);
  const alsoCheck = link.footprint.data_items
    .filter(
      (item) => changing.has(item.field) && !UPDATE_FIELDS.includes(item.field as UpdateField),
    )
    .map((item) => item.label);

  return { fields, instruction, values, missing, alsoCheck };
}
