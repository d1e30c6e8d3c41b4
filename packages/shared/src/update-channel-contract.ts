import { z } from 'zod';
import { actingForSchema } from './acting-for';
import { DOCUMENT_TYPES } from './documents';
import { KIND_ANSWER_FIELD_LIST } from './request-kind-fields';
import { requestPayloadSchemas } from './request-kind-payloads';
import { REQUEST_KINDS, REQUEST_SUBJECTS, type RequestKind } from './request-kinds';
import { UPDATE_REJECTION_REASONS } from './update-status';
import { UPDATE_IDENTIFIER_FIELDS } from './updates-api';

const answerField = z.enum(KIND_ANSWER_FIELD_LIST as [string, ...string[]], {
  error: 'That field was not sent.',
});

/** The OpenAPI component name of a kind's schemas: `change_of_address` -> `ChangeOfAddress`. */
export const kindSchemaName = (kind: RequestKind): string =>
  kind.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** The typed details of each kind: what the company needs to act, beyond the answer fields. */
const detailsShapes = {
  change_of_address: requestPayloadSchemas.change_of_address.shape,
  change_of_contact: { email: z.string().optional(), phone: z.string().optional() },
  change_of_name: requestPayloadSchemas.change_of_name.shape,
  notification_of_death: requestPayloadSchemas.notification_of_death.shape,
  add_dependant: requestPayloadSchemas.add_dependant.shape,
  secure_account: requestPayloadSchemas.secure_account.shape,
  change_of_employment: {
    employer_name: z.string().optional(),
    employer_abn: z.string().optional(),
    start_date: z.string().optional(),
    study_completed_on: z.string().optional(),
    course: z.string().optional(),
  },
} satisfies Record<RequestKind, z.ZodRawShape>;

const detailsOf = <K extends RequestKind>(kind: K) =>
  z
    .object({ kind: z.literal(kind), ...detailsShapes[kind] })
    .meta({ id: `${kindSchemaName(kind)}Details` });

export const companyRequestDetailsSchemas = {
  change_of_address: detailsOf('change_of_address'),
  change_of_contact: detailsOf('change_of_contact'),
  change_of_name: detailsOf('change_of_name'),
  notification_of_death: detailsOf('notification_of_death'),
  add_dependant: detailsOf('add_dependant'),
  secure_account: detailsOf('secure_account'),
  change_of_employment: detailsOf('change_of_employment'),
};

export const companyRequestDetailsSchema = z.discriminatedUnion(
  'kind',
  Object.values(companyRequestDetailsSchemas) as unknown as [
    (typeof companyRequestDetailsSchemas)[RequestKind],
    ...(typeof companyRequestDetailsSchemas)[RequestKind][],
  ],
);
export type CompanyRequestDetails = z.infer<typeof companyRequestDetailsSchema>;

/**
 * The contract between the update engine and a company: what a company receives for one request
 * (by email today, through its integration for the `api` channel) and what it answers. The
 * Business API exposes the same shapes.
 */
export const companyUpdateRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** Unique per request, channel and attempt: a company seeing it twice has it once. */
  idempotency_key: z.string(),
  company: z.object({ brand_id: z.string().nullable(), name: z.string() }),
  /** What is asked (request-kinds); a v1 client that knows only address, email and phone is
   * sent only `change_of_address` and `change_of_contact`, whose changes are as before. */
  kind: z.enum(REQUEST_KINDS),
  /** Whose account it is: the person's own, a person who died, or their new dependant. */
  subject: z.enum(REQUEST_SUBJECTS),
  /** Who acts for whom (issue 25): the journey's subject, the sender's role and the subject's
   * name; null when the person acts for themself. */
  acting_for: actingForSchema
    .nullable()
    .describe(
      "Set when the person acts for someone else: `subject` (deceased, child, partner, attorney_for), the person's `role` (executor, administrator, next_of_kin, parent_guardian, partner, attorney) and the subject's full `name`. Null when the customer acts for themself.",
    ),
  person: z.array(z.object({ field: z.enum(UPDATE_IDENTIFIER_FIELDS), value: z.string() })),
  /** The fields the company answers, each with its value. */
  changes: z.array(z.object({ field: z.string(), value: z.string() })),
  details: companyRequestDetailsSchema,
  effective_date: z.string().nullable(),
  /** When an answer is expected by (the sending day + the platform's days). */
  expected_by: z.string().nullable(),
  consent: z.object({
    id: z.string(),
    version: z.string(),
    text: z.string(),
    given_at: z.string(),
  }),
  /** Safe mode (ADR 0049): keep the new address confidential and do not confirm the change by
   * post to the previous address. */
  confidential_address: z
    .boolean()
    .describe(
      'True when the customer asks that the new address be kept confidential: do not disclose it to anyone else on the account, and do not confirm the change by post to the previous address.',
    ),
  /** A joint account (a household move): the other holders, who approved it too. */
  joint_holders: z.array(z.object({ name: z.string() })).optional(),
  /** The documents the request carries (present only when it carries some): fetch each with
   * `GET /api/v1/requests/{id}/documents/{document}` (scope documents:read). */
  documents: z.array(z.object({ id: z.string(), type: z.enum(DOCUMENT_TYPES) })).optional(),
});
export type CompanyUpdateRequest = z.infer<typeof companyUpdateRequestSchema>;

export const fieldOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ field: answerField, outcome: z.literal('applied') }),
  /** The company holds no account for this person (a death notification, mostly). */
  z.object({ field: answerField, outcome: z.literal('no_account') }),
  z.object({
    field: answerField,
    outcome: z.literal('rejected'),
    reason: z.enum(UPDATE_REJECTION_REASONS, { error: 'Choose a reason.' }),
    message: z.string().trim().max(1000).optional(),
  }),
]);
export type FieldOutcome = z.infer<typeof fieldOutcomeSchema>;

/** A company's answer: it has the request, or the outcome for each field sent. */
export const companyResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('acknowledge') }),
  z.object({
    kind: z.literal('answer'),
    fields: z.array(fieldOutcomeSchema).min(1).max(KIND_ANSWER_FIELD_LIST.length),
    /** Who at the company answered (a name or team), shown on the person's proof. */
    confirmed_by: z.string().trim().max(120).optional(),
  }),
]);
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/** The "Can't update" page's form: one reason for every field sent. */
export const cannotUpdateFormSchema = z.object({
  reason: z.enum(UPDATE_REJECTION_REASONS, { error: 'Choose a reason.' }),
  message: z.string().trim().max(1000, 'Keep the explanation under 1,000 characters.').optional(),
  confirmed_by: z.string().trim().max(120, 'Keep your name under 120 characters.').optional(),
});
export const updatedFormSchema = z.object({
  confirmed_by: z.string().trim().max(120, 'Keep your name under 120 characters.').optional(),
});
