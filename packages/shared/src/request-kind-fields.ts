import {
  CREDIT_BAN_ACTION,
  DEATH_INSTRUCTION_LABELS,
  requestPayloadSchemas,
  SECURE_ACTION_LABELS,
  SECURE_ACTIONS,
  type KindPayload,
  type RequestPayloads,
  type SecureAction,
} from './request-kind-payloads';
import type { RequestKind } from './request-kinds';

/**
 * Each kind's payload travels as one encrypted item per field (update_request_items). The fields a
 * company answers one by one ("answer" fields: applied, rejected or no account) come first; the
 * others give the context it needs to act (who died, the basis of a new name...).
 */
export const KIND_ANSWER_FIELDS = {
  change_of_address: ['address', 'postal_address'],
  change_of_contact: ['email', 'phone'],
  change_of_name: ['name'],
  notification_of_death: ['instruction'],
  add_dependant: ['dependant'],
  secure_account: [...SECURE_ACTIONS, CREDIT_BAN_ACTION],
  change_of_employment: ['employer', 'study_completed'],
} as const satisfies Record<RequestKind, readonly string[]>;

export const KIND_CONTEXT_FIELDS = {
  change_of_address: ['address_parts', 'postal_address_parts'],
  change_of_contact: [],
  change_of_name: ['former_name', 'given_names', 'family_name', 'basis'],
  notification_of_death: [
    'deceased_name',
    'deceased_date_of_birth',
    'date_of_death',
    'deceased_last_address',
    'notifier_name',
    'notifier_relationship',
    'notifier_address',
    'transfer_to',
  ],
  add_dependant: [
    'dependant_given_names',
    'dependant_family_name',
    'dependant_date_of_birth',
    'dependant_relationship',
    'dependant_action',
  ],
  secure_account: ['date_noticed', 'what_happened'],
  change_of_employment: ['employer_abn', 'start_date', 'course'],
} as const satisfies Record<RequestKind, readonly string[]>;

export type KindAnswerField = (typeof KIND_ANSWER_FIELDS)[RequestKind][number];
export type KindContextField = (typeof KIND_CONTEXT_FIELDS)[RequestKind][number];
export type KindField = KindAnswerField | KindContextField;

export const KIND_ANSWER_FIELD_LIST = [
  ...new Set(Object.values(KIND_ANSWER_FIELDS).flat()),
] as KindAnswerField[];
export const KIND_CONTEXT_FIELD_LIST = [
  ...new Set(Object.values(KIND_CONTEXT_FIELDS).flat()),
] as KindContextField[];

export const isKindAnswerField = (field: string): field is KindAnswerField =>
  (KIND_ANSWER_FIELD_LIST as readonly string[]).includes(field);
export const isKindContextField = (field: string): field is KindContextField =>
  (KIND_CONTEXT_FIELD_LIST as readonly string[]).includes(field);

export const KIND_FIELD_LABELS: Record<KindField, string> = {
  address: 'New address',
  postal_address: 'New postal address',
  address_parts: 'New address (in parts)',
  postal_address_parts: 'New postal address (in parts)',
  email: 'New email',
  phone: 'New phone',
  name: 'New name',
  former_name: 'Former name',
  given_names: 'New given names',
  family_name: 'New family name',
  basis: 'Basis of the change',
  instruction: 'Instruction',
  transfer_to: 'Transfer the account to',
  deceased_name: 'Name of the person who died',
  deceased_date_of_birth: 'Their date of birth',
  date_of_death: 'Date of death',
  deceased_last_address: 'Their last address',
  notifier_name: 'Notified by',
  notifier_relationship: 'Relationship',
  notifier_address: 'Address for correspondence',
  dependant: 'New dependant',
  dependant_given_names: "Child's given names",
  dependant_family_name: "Child's family name",
  dependant_date_of_birth: "Child's date of birth",
  dependant_relationship: 'Relationship',
  dependant_action: 'What to do',
  lock_access: SECURE_ACTION_LABELS.lock_access,
  end_sessions: SECURE_ACTION_LABELS.end_sessions,
  fraud_alert: SECURE_ACTION_LABELS.fraud_alert,
  review_transactions: SECURE_ACTION_LABELS.review_transactions,
  check_contact_details: SECURE_ACTION_LABELS.check_contact_details,
  credit_ban: SECURE_ACTION_LABELS.credit_ban,
  date_noticed: 'Noticed on',
  what_happened: 'What happened',
  employer: 'New employer',
  study_completed: 'Study completed on',
  employer_abn: "Employer's ABN",
  start_date: 'Start date',
  course: 'Course',
};

type Value = { field: KindField; value: string };
const pair = (field: KindField, value: string | undefined): Value[] =>
  value === undefined ? [] : [{ field, value }];

/** A kind's payload as the field values stored for it (answer fields first). */
export function payloadToValues(input: KindPayload): Value[] {
  switch (input.kind) {
    case 'change_of_address': {
      const p = input.payload;
      return [
        { field: 'address', value: p.address },
        ...pair('postal_address', p.postal_address),
        ...pair('address_parts', p.address_parts && JSON.stringify(p.address_parts)),
        ...pair(
          'postal_address_parts',
          p.postal_address_parts && JSON.stringify(p.postal_address_parts),
        ),
      ];
    }
    case 'change_of_contact':
      return [...pair('email', input.payload.email), ...pair('phone', input.payload.phone)];
    case 'change_of_name': {
      const p = input.payload;
      return [
        { field: 'name', value: `${p.given_names} ${p.family_name}` },
        { field: 'former_name', value: p.former_name },
        { field: 'given_names', value: p.given_names },
        { field: 'family_name', value: p.family_name },
        { field: 'basis', value: p.basis },
      ];
    }
    case 'notification_of_death': {
      const p = input.payload;
      return [
        { field: 'instruction', value: p.instruction },
        { field: 'deceased_name', value: p.deceased.full_name },
        { field: 'deceased_date_of_birth', value: p.deceased.date_of_birth },
        { field: 'date_of_death', value: p.deceased.date_of_death },
        { field: 'deceased_last_address', value: p.deceased.last_address },
        { field: 'notifier_name', value: p.notifier.name },
        { field: 'notifier_relationship', value: p.notifier.relationship },
        { field: 'notifier_address', value: p.notifier.address },
        ...pair('transfer_to', p.transfer_to),
      ];
    }
    case 'add_dependant': {
      const p = input.payload;
      return [
        { field: 'dependant', value: `${p.given_names} ${p.family_name}` },
        { field: 'dependant_given_names', value: p.given_names },
        { field: 'dependant_family_name', value: p.family_name },
        { field: 'dependant_date_of_birth', value: p.date_of_birth },
        { field: 'dependant_relationship', value: p.relationship },
        { field: 'dependant_action', value: p.action },
      ];
    }
    case 'secure_account': {
      const p = input.payload;
      return [
        ...p.actions.map((action) => ({ field: action, value: SECURE_ACTION_LABELS[action] })),
        { field: 'date_noticed', value: p.date_noticed },
        { field: 'what_happened', value: p.what_happened },
      ];
    }
    case 'change_of_employment': {
      const p = input.payload;
      if ('employer_name' in p) {
        return [
          { field: 'employer', value: p.employer_name },
          ...pair('employer_abn', p.employer_abn),
          { field: 'start_date', value: p.start_date },
        ];
      }
      return [
        { field: 'study_completed', value: p.study_completed_on },
        ...pair('course', p.course),
      ];
    }
  }
}

/**
 * The payload back from its stored values: payloadToValues' inverse. Throws when the values do not
 * make a valid payload of `kind` (a request written by an older version is read as its kind's
 * fields allow).
 */
export function valuesToPayload<K extends RequestKind>(
  kind: K,
  values: readonly { field: string; value: string }[],
): RequestPayloads[K] {
  const v = new Map(values.map((x) => [x.field, x.value]));
  const get = (field: KindField) => v.get(field);
  const json = (field: KindField) => {
    const raw = get(field);
    return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  };
  const raw: Record<RequestKind, () => unknown> = {
    change_of_address: () => ({
      address: get('address'),
      address_parts: json('address_parts'),
      ...(get('postal_address') !== undefined ? { postal_address: get('postal_address') } : {}),
      ...(get('postal_address_parts') !== undefined
        ? { postal_address_parts: json('postal_address_parts') }
        : {}),
    }),
    change_of_contact: () => ({
      ...(get('email') !== undefined ? { email: get('email') } : {}),
      ...(get('phone') !== undefined ? { phone: get('phone') } : {}),
    }),
    change_of_name: () => ({
      former_name: get('former_name'),
      given_names: get('given_names'),
      family_name: get('family_name'),
      basis: get('basis'),
    }),
    notification_of_death: () => ({
      deceased: {
        full_name: get('deceased_name'),
        date_of_birth: get('deceased_date_of_birth'),
        date_of_death: get('date_of_death'),
        last_address: get('deceased_last_address'),
      },
      notifier: {
        name: get('notifier_name'),
        relationship: get('notifier_relationship'),
        address: get('notifier_address'),
      },
      instruction: get('instruction'),
      ...(get('transfer_to') !== undefined ? { transfer_to: get('transfer_to') } : {}),
    }),
    add_dependant: () => ({
      given_names: get('dependant_given_names'),
      family_name: get('dependant_family_name'),
      date_of_birth: get('dependant_date_of_birth'),
      relationship: get('dependant_relationship'),
      action: get('dependant_action'),
    }),
    secure_account: () => ({
      date_noticed: get('date_noticed'),
      what_happened: get('what_happened'),
      actions: KIND_ANSWER_FIELDS.secure_account.filter((a) => v.has(a)) as SecureAction[],
    }),
    change_of_employment: () =>
      v.has('employer')
        ? {
            employer_name: get('employer'),
            ...(get('employer_abn') !== undefined ? { employer_abn: get('employer_abn') } : {}),
            start_date: get('start_date'),
          }
        : {
            study_completed_on: get('study_completed'),
            ...(get('course') !== undefined ? { course: get('course') } : {}),
          },
  };
  return requestPayloadSchemas[kind].parse(raw[kind]()) as RequestPayloads[K];
}

/** How an answer field's value reads to a person (an instruction code becomes its words). */
export function kindValueText(field: string, value: string): string {
  if (field === 'instruction' && value in DEATH_INSTRUCTION_LABELS) {
    return DEATH_INSTRUCTION_LABELS[value as keyof typeof DEATH_INSTRUCTION_LABELS];
  }
  return value;
}
