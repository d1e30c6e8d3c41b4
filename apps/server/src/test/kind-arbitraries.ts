import fc from 'fast-check';
import { AU_STATES } from '@updately/shared/au-address';
import {
  CREDIT_BAN_ACTION,
  DEATH_INSTRUCTIONS,
  DEPENDANT_ACTIONS,
  DEPENDANT_RELATIONSHIPS,
  NAME_CHANGE_BASES,
  NOTIFIER_RELATIONSHIPS,
  requestPayloadSchemas,
  SECURE_ACTIONS,
  type KindPayload,
  type RequestPayloads,
} from '@updately/shared/request-kind-payloads';
import { REQUEST_KINDS, type RequestKind } from '@updately/shared/request-kinds';

/** Any text a person may type: letters, digits, punctuation, accents, an apostrophe. */
const text = fc
  .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
  .filter((s) => s.trim().length > 0);
const day = fc
  .date({ min: new Date('1930-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const as4590 = fc.record({
  unit: fc.option(fc.stringMatching(/^[0-9]{1,3}[A-Z]?$/), { nil: null }),
  number: fc.stringMatching(/^[0-9]{1,4}$/),
  street: text,
  street_type: fc.constantFrom('Road', 'Street', 'Avenue', ''),
  suburb: text,
  state: fc.constantFrom(...AU_STATES),
  postcode: fc.stringMatching(/^[0-9]{4}$/),
  country: fc.constant('AU' as const),
});

/** Drops the keys whose value is undefined: a stored payload has no such key. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const payloads: { [K in RequestKind]: fc.Arbitrary<RequestPayloads[K]> } = {
  change_of_address: fc
    .record({
      address: text,
      address_parts: optional(as4590),
      postal_address: optional(text),
      postal_address_parts: optional(as4590),
    })
    .map(defined),
  change_of_contact: fc
    .record({
      email: optional(fc.emailAddress()),
      phone: optional(fc.stringMatching(/^\+61 4\d{2} \d{3} \d{3}$/)),
    })
    .filter((v) => v.email !== undefined || v.phone !== undefined)
    .map(defined),
  change_of_name: fc.record({
    former_name: text,
    given_names: text,
    family_name: text,
    basis: fc.constantFrom(...NAME_CHANGE_BASES),
  }),
  notification_of_death: fc
    .record({
      deceased: fc.record({
        full_name: text,
        date_of_birth: day,
        date_of_death: day,
        last_address: text,
      }),
      notifier: fc.record({
        name: text,
        relationship: fc.constantFrom(...NOTIFIER_RELATIONSHIPS),
        address: text,
      }),
      instruction: fc.constantFrom(...DEATH_INSTRUCTIONS),
      transfer_to: optional(text),
    })
    .map(defined),
  add_dependant: fc.record({
    given_names: text,
    family_name: text,
    date_of_birth: day,
    relationship: fc.constantFrom(...DEPENDANT_RELATIONSHIPS),
    action: fc.constantFrom(...DEPENDANT_ACTIONS),
  }),
  secure_account: fc.record({
    date_noticed: day,
    what_happened: text,
    // In the order the fields are stored (KIND_ANSWER_FIELDS), each once.
    actions: fc.subarray([...SECURE_ACTIONS, CREDIT_BAN_ACTION] as const, { minLength: 1 }),
  }),
  change_of_employment: fc.oneof(
    fc
      .record({
        employer_name: text,
        employer_abn: optional(fc.stringMatching(/^\d{11}$/)),
        start_date: day,
      })
      .map(defined),
    fc.record({ study_completed_on: day, course: optional(text) }).map(defined),
  ),
};

/** A valid payload of `kind` (checked against the shared schema). */
export function kindPayloadArbitrary<K extends RequestKind>(kind: K): fc.Arbitrary<KindPayload> {
  return payloads[kind].map((payload) => {
    requestPayloadSchemas[kind].parse(payload);
    return { kind, payload } as KindPayload;
  });
}

/** A valid payload of any kind. */
export const anyKindPayload: fc.Arbitrary<KindPayload> = fc
  .constantFrom(...REQUEST_KINDS)
  .chain((kind) => kindPayloadArbitrary(kind));
