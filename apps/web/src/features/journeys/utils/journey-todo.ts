import type {
  FieldsToUpdate,
  Journey,
  JourneyFootprintDetail,
} from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { KIND_SCRIPTS } from '@updately/shared/request-kind-words';
import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';
import {
  isChangeField,
  isIdentifierField,
  UPDATE_FIELD_LABELS as UPDATE_ITEM_LABELS,
  type UpdateRequest,
} from '@updately/shared/updates-api';

import { formatCalendarDate } from '../../../lib/format-date';
import { readableValue } from './kind-values';

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

/** A checklist item's to-do, from what its request holds: the kind's script and values to quote. */
export type RequestTodo = {
  kind: RequestKind;
  /** "Change of name". */
  label: string;
  /** What to say, and what to ask for (KIND_SCRIPTS). */
  say: string;
  ask: readonly string[];
  /** A death notification's instruction, in words; null for other kinds. */
  instruction: string | null;
  /** What the company is asked to change first, then its context, ready to copy. */
  values: CopyValue[];
};

export function requestTodo(
  request: Pick<UpdateRequest, 'kind' | 'items' | 'effective_date'>,
): RequestTodo {
  const script = KIND_SCRIPTS[request.kind];
  const readable = request.items.filter(
    (i) => !i.field.endsWith('_parts') && !isIdentifierField(i.field),
  );
  const instruction = readable.find((i) => i.field === 'instruction');
  const quote = readable.filter((i) => i.field !== 'instruction');
  const answers = quote.filter((i) => isChangeField(i.field));
  const context = quote.filter((i) => !isChangeField(i.field));
  const number = request.items.find((i) => i.field === 'customer_number');
  const values: CopyValue[] = [...answers, ...context, ...(number ? [number] : [])].map((i) => ({
    id: i.field,
    label: UPDATE_ITEM_LABELS[i.field],
    value: readableValue(i.field, i.value),
  }));
  if (request.effective_date) {
    values.push({
      id: 'effective_date',
      label: 'From',
      value: formatCalendarDate(request.effective_date),
    });
  }
  return {
    kind: request.kind,
    label: REQUEST_KIND_LABELS[request.kind],
    say: script.say,
    ask: script.ask,
    instruction: instruction ? readableValue('instruction', instruction.value) : null,
    values,
  };
}

/** Identifiers a company's form asks first, in its usual order (date of birth is not held). */
const FORM_IDENTIFIERS = ['full_name', 'account_email', 'customer_number'] as const;
/** The value a field replaces, when the request holds it ("Former name" before "New name"). */
const OLD_VALUE_FIELDS = new Set(['former_name']);

/**
 * The values to paste into a company's web form, in a form's own usual order: who the customer
 * is (name, account email, customer number), then the old and the new value of each change, then
 * the context, the date it applies from and the request's reference.
 */
export function webFormValues(
  request: Pick<UpdateRequest, 'kind' | 'items' | 'effective_date' | 'reference'>,
): CopyValue[] {
  const readable = request.items.filter((i) => !i.field.endsWith('_parts'));
  const value = (i: (typeof readable)[number]): CopyValue => ({
    id: i.field,
    label: UPDATE_ITEM_LABELS[i.field],
    value: readableValue(i.field, i.value),
  });
  const identifiers = FORM_IDENTIFIERS.flatMap((field) => {
    const item = readable.find((i) => i.field === field);
    return item ? [value(item)] : [];
  });
  const old = readable.filter((i) => OLD_VALUE_FIELDS.has(i.field)).map(value);
  const changes = readable.filter((i) => isChangeField(i.field)).map(value);
  const context = readable
    .filter(
      (i) =>
        !isChangeField(i.field) && !isIdentifierField(i.field) && !OLD_VALUE_FIELDS.has(i.field),
    )
    .map(value);
  const from = request.effective_date
    ? [{ id: 'effective_date', label: 'From', value: formatCalendarDate(request.effective_date) }]
    : [];
  return [
    ...identifiers,
    ...old,
    ...changes,
    ...context,
    ...from,
    { id: 'reference', label: 'Reference', value: request.reference },
  ];
}
