import { z } from 'zod';
import { as4590AddressSchema } from './as4590-address';
import { auAddressSchema } from './au-address';
import type { RequestKind } from './request-kinds';

/** Today as YYYY-MM-DD (UTC): the reference for "not in the future" and "not before a year ago". */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

const text = (label: string, max = 120) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max} characters.`);
const day = (label: string) => z.iso.date({ error: `Enter ${label} as a date (YYYY-MM-DD).` });
const pastDay = (label: string) =>
  day(label).refine(
    (v) => v <= isoToday(),
    `${label[0]!.toUpperCase()}${label.slice(1)} cannot be in the future.`,
  );

// The death notification

export const DEATH_INSTRUCTIONS = [
  'close_account',
  'transfer_account',
  'stop_payments',
  'correspond_with_notifier',
  'hold_until_probate',
] as const;
export type DeathInstruction = (typeof DEATH_INSTRUCTIONS)[number];
export const DEATH_INSTRUCTION_LABELS: Record<DeathInstruction, string> = {
  close_account: 'Close the account',
  transfer_account: 'Transfer the account to a named person',
  stop_payments: 'Stop payments and subscriptions',
  correspond_with_notifier: 'Send correspondence to me',
  hold_until_probate: 'Hold the account until probate',
};

export const NOTIFIER_RELATIONSHIPS = [
  'executor',
  'administrator',
  'next_of_kin',
  'other',
] as const;
export type NotifierRelationship = (typeof NOTIFIER_RELATIONSHIPS)[number];
export const NOTIFIER_RELATIONSHIP_LABELS: Record<NotifierRelationship, string> = {
  executor: 'Executor',
  administrator: 'Administrator',
  next_of_kin: 'Next of kin',
  other: 'Other',
};

// Change of name

export const NAME_CHANGE_BASES = ['marriage', 'change_of_name_certificate', 'other'] as const;
export type NameChangeBasis = (typeof NAME_CHANGE_BASES)[number];
export const NAME_CHANGE_BASIS_LABELS: Record<NameChangeBasis, string> = {
  marriage: 'Marriage',
  change_of_name_certificate: 'Change-of-name certificate',
  other: 'Other',
};

// A new dependant

export const DEPENDANT_RELATIONSHIPS = ['son', 'daughter', 'child'] as const;
export const DEPENDANT_RELATIONSHIP_LABELS: Record<
  (typeof DEPENDANT_RELATIONSHIPS)[number],
  string
> = {
  son: 'Son',
  daughter: 'Daughter',
  child: 'Child',
};
export const DEPENDANT_ACTIONS = ['add_to_policy', 'add_to_card', 'add_to_account'] as const;
export type DependantAction = (typeof DEPENDANT_ACTIONS)[number];
export const DEPENDANT_ACTION_LABELS: Record<DependantAction, string> = {
  add_to_policy: 'Add to my policy',
  add_to_card: 'Add to my card',
  add_to_account: 'Add to my account',
};

// A hacked account

export const SECURE_ACTIONS = [
  'lock_access',
  'end_sessions',
  'fraud_alert',
  'review_transactions',
  'check_contact_details',
] as const;
/** What a credit reporting body is asked instead (Privacy Act 1988 s 20K). */
export const CREDIT_BAN_ACTION = 'credit_ban';
export type SecureAction = (typeof SECURE_ACTIONS)[number] | typeof CREDIT_BAN_ACTION;
export const SECURE_ACTION_LABELS: Record<SecureAction, string> = {
  lock_access: 'Lock or freeze access to the account',
  end_sessions: 'End all sessions and reset the credentials',
  fraud_alert: 'Add a fraud alert or a verbal password',
  review_transactions: 'Review recent transactions with me',
  check_contact_details: 'Check the contact details were not changed',
  credit_ban: 'Put a ban on my credit report (Privacy Act 1988 s 20K)',
};

/**
 * A password, one-time code or key does not belong in a request: a company never needs it, and
 * asking for one is what a scammer does. Text that looks like one is refused.
 */
const SECRET_PATTERNS = [
  /\b(pass(word|wd|code|phrase)?|pwd|pin|otp|secret|token|api[ _-]?key|security code|one[- ]time code|verification code|cvv|cvc)\b\s*(is|was|[:=#-])/i,
  /\b\d{6}\b/,
  /\b(?=[A-Za-z0-9+/_-]{16,}\b)(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9+/_-]{16,}\b/,
  /\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{1,4}\b/,
];
export const SECRET_TEXT_MESSAGE =
  'Leave out passwords, codes and card numbers: companies never need them, and we never send them.';
export const looksSecret = (value: string): boolean => SECRET_PATTERNS.some((p) => p.test(value));

// What the person enters for each kind (stored on the journey, encrypted)

export const changeOfNameDetailsSchema = z.object({
  former_name: text('your former full name'),
  given_names: text('your new given names'),
  family_name: text('your new family name'),
  effective_date: day('the date the new name applies from'),
  basis: z.enum(NAME_CHANGE_BASES, { error: 'Choose what the new name comes from.' }),
});
export type ChangeOfNameDetails = z.infer<typeof changeOfNameDetailsSchema>;

export const notificationOfDeathDetailsSchema = z
  .object({
    deceased: z.object({
      full_name: text('their full name'),
      date_of_birth: pastDay('their date of birth'),
      date_of_death: pastDay('the date of death'),
      last_address: text('their last address', 300),
    }),
    notifier: z.object({
      name: text('your name'),
      relationship: z.enum(NOTIFIER_RELATIONSHIPS, { error: 'Choose your relationship to them.' }),
      address: text('your address for correspondence', 300),
    }),
  })
  .refine((v) => v.deceased.date_of_birth <= v.deceased.date_of_death, {
    path: ['deceased', 'date_of_death'],
    message: 'The date of death cannot be before the date of birth.',
  });
export type NotificationOfDeathDetails = z.infer<typeof notificationOfDeathDetailsSchema>;

export const addDependantDetailsSchema = z.object({
  given_names: text("the child's given names"),
  family_name: text("the child's family name"),
  date_of_birth: day("the child's date of birth")
    .refine((v) => v <= isoToday(), "The child's date of birth cannot be in the future.")
    .refine(
      (v) => v >= yearBefore(isoToday()),
      "The child's date of birth must be within the last year.",
    ),
  relationship: z.enum(DEPENDANT_RELATIONSHIPS, { error: 'Choose the relationship.' }),
  action: z.enum(DEPENDANT_ACTIONS, { error: 'Choose what each company should do.' }),
});
export type AddDependantDetails = z.infer<typeof addDependantDetailsSchema>;

export const secureAccountDetailsSchema = z.object({
  date_noticed: pastDay('the date you noticed'),
  what_happened: text('what happened', 500).refine((v) => !looksSecret(v), SECRET_TEXT_MESSAGE),
  actions: z
    .array(z.enum(SECURE_ACTIONS, { error: 'Choose what to ask for.' }))
    .min(1, 'Choose at least one thing to ask for.')
    .max(SECURE_ACTIONS.length),
});
export type SecureAccountDetails = z.infer<typeof secureAccountDetailsSchema>;

export const changeOfEmploymentDetailsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('employer'),
    employer_name: text('the new employer'),
    employer_abn: z
      .string()
      .trim()
      .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'An ABN has 11 digits.')
      .optional(),
    start_date: day('the start date'),
  }),
  z.object({
    type: z.literal('study'),
    course: text('the course', 160).optional(),
    study_completed_on: pastDay('the date your study was completed'),
  }),
]);
export type ChangeOfEmploymentDetails = z.infer<typeof changeOfEmploymentDetailsSchema>;

export const changeOfAddressDetailsSchema = z.object({
  /** Where letters go, when not to the new home. */
  postal_address: auAddressSchema.optional(),
});
export type ChangeOfAddressDetails = z.infer<typeof changeOfAddressDetailsSchema>;

/** Someone the person acts for (not a death: its name is in the death details), issue 25. */
export const actingForDetailsSchema = z.object({
  name: text('their full name'),
  date_of_birth: pastDay('their date of birth').optional(),
});
export type ActingForDetails = z.infer<typeof actingForDetailsSchema>;

/**
 * A journey's details beyond its new address, email and phone: one entry per kind it sends, and
 * who the person acts for (`acting_for`, not a kind).
 */
export const journeyDetailsSchema = z.object({
  acting_for: actingForDetailsSchema.optional(),
  change_of_address: changeOfAddressDetailsSchema.optional(),
  change_of_name: changeOfNameDetailsSchema.optional(),
  notification_of_death: notificationOfDeathDetailsSchema.optional(),
  add_dependant: addDependantDetailsSchema.optional(),
  secure_account: secureAccountDetailsSchema.optional(),
  change_of_employment: changeOfEmploymentDetailsSchema.optional(),
});
export type JourneyDetails = z.infer<typeof journeyDetailsSchema>;

// What one company is sent for each kind (the API's `details`)

const addressLinesShape = {
  address: z.string(),
  /** Absent only when the one line could not be read as an Australian address. */
  address_parts: as4590AddressSchema.optional(),
  postal_address: z.string().optional(),
  postal_address_parts: as4590AddressSchema.optional(),
};

export const requestPayloadSchemas = {
  change_of_address: z.object(addressLinesShape),
  change_of_contact: z
    .object({ email: z.string().optional(), phone: z.string().optional() })
    .refine((v) => v.email !== undefined || v.phone !== undefined, 'A new email or phone.'),
  change_of_name: z.object({
    former_name: z.string(),
    given_names: z.string(),
    family_name: z.string(),
    basis: z.enum(NAME_CHANGE_BASES),
  }),
  notification_of_death: z.object({
    deceased: z.object({
      full_name: z.string(),
      date_of_birth: z.string(),
      date_of_death: z.string(),
      last_address: z.string(),
    }),
    notifier: z.object({
      name: z.string(),
      relationship: z.enum(NOTIFIER_RELATIONSHIPS),
      address: z.string(),
    }),
    instruction: z.enum(DEATH_INSTRUCTIONS),
    transfer_to: z.string().optional(),
  }),
  add_dependant: z.object({
    given_names: z.string(),
    family_name: z.string(),
    date_of_birth: z.string(),
    relationship: z.enum(DEPENDANT_RELATIONSHIPS),
    action: z.enum(DEPENDANT_ACTIONS),
  }),
  secure_account: z.object({
    date_noticed: z.string(),
    what_happened: z.string(),
    actions: z.array(z.enum([...SECURE_ACTIONS, CREDIT_BAN_ACTION])).min(1),
  }),
  change_of_employment: z.union([
    z.object({
      employer_name: z.string(),
      employer_abn: z.string().optional(),
      start_date: z.string(),
    }),
    z.object({ study_completed_on: z.string(), course: z.string().optional() }),
  ]),
} as const satisfies Record<RequestKind, z.ZodType>;

export type RequestPayloads = {
  [K in RequestKind]: z.infer<(typeof requestPayloadSchemas)[K]>;
};
export type KindPayload = {
  [K in RequestKind]: { kind: K; payload: RequestPayloads[K] };
}[RequestKind];
