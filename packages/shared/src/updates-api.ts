import { z } from 'zod';
import {
  DOCUMENT_ACCESS_ACTIONS,
  DOCUMENT_ACCESS_CHANNELS,
  DOCUMENT_QUOTA_FILES,
  DOCUMENT_TYPES,
} from './documents';
import {
  isKindAnswerField,
  KIND_ANSWER_FIELD_LIST,
  KIND_CONTEXT_FIELD_LIST,
  KIND_FIELD_LABELS,
  type KindField,
} from './request-kind-fields';
import { personStepSchema } from './person-channels';
import { companySafetySchema } from './safe-mode';
import { DEATH_INSTRUCTIONS } from './request-kind-payloads';
import { REQUEST_KINDS, REQUEST_SUBJECTS } from './request-kinds';
import {
  UPDATE_ACTORS,
  UPDATE_CHANNELS,
  UPDATE_EVENT_TYPES,
  UPDATE_STATUSES,
} from './update-status';

/** The changes a journey can send (a link's fields_to_update). */
export const UPDATE_CHANGE_FIELDS = ['address', 'email', 'phone'] as const;
export type UpdateChangeField = (typeof UPDATE_CHANGE_FIELDS)[number];
/** What also goes, so the company can find the customer. */
export const UPDATE_IDENTIFIER_FIELDS = ['full_name', 'account_email', 'customer_number'] as const;
export type UpdateIdentifierField = (typeof UPDATE_IDENTIFIER_FIELDS)[number];
/** Every field a request can carry: who the customer is, then each kind's fields. */
export type UpdateField = UpdateIdentifierField | KindField;
export const UPDATE_FIELDS = [
  ...UPDATE_IDENTIFIER_FIELDS,
  ...KIND_ANSWER_FIELD_LIST,
  ...KIND_CONTEXT_FIELD_LIST,
] as [UpdateField, ...UpdateField[]];

export const UPDATE_FIELD_LABELS: Record<UpdateField, string> = {
  ...KIND_FIELD_LABELS,
  full_name: 'Name',
  account_email: 'Email on the account',
  customer_number: 'Customer number',
};

/** A field the company answers (a change, an instruction, an action asked), not an identifier or
 * context. */
export const isChangeField = (field: string): boolean => isKindAnswerField(field);

export const isIdentifierField = (field: string): field is UpdateIdentifierField =>
  (UPDATE_IDENTIFIER_FIELDS as readonly string[]).includes(field);

/** A company's answer for one field: `no_account` says it holds no account for this person. */
export const ITEM_OUTCOMES = ['pending', 'applied', 'rejected', 'no_account'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

/** The consent the person gives when approving; its version is stored with each record. */
export const UPDATE_CONSENT_VERSION = '1.0';
export function updateConsentText(
  product: string,
  sharing?: { documents: readonly string[]; companies: number },
): string {
  const share =
    sharing && sharing.documents.length > 0 && sharing.companies > 0
      ? `, to share my ${listWords(sharing.documents)} with the ${
          sharing.companies === 1
            ? 'company that requires'
            : `${sharing.companies} companies that require`
        } ${sharing.documents.length === 1 ? 'it' : 'them'}`
      : '';
  return (
    `I ask ${product} to send the details shown to each company selected, on my behalf${share}, ` +
    'and to keep a record of what was sent and of each answer.'
  );
}

/** "A", "A and B", "A, B and C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export const UPDATE_VALUE_MAX_LENGTH = 300;
export const CUSTOMER_NUMBER_MAX_LENGTH = 64;
export const UPDATE_APPROVAL_BATCH_MAX = 500;

const changeFieldSchema = z.enum(UPDATE_CHANGE_FIELDS, {
  error: 'Fields are address, email or phone.',
});

// Review and send

export const reviewFieldSchema = z.object({
  field: z.enum(UPDATE_CHANGE_FIELDS),
  /** The journey's new value; null when none is recorded (then it cannot be sent). */
  value: z.string().nullable(),
});

/** One kind a company could be sent, with the values that would go. */
export const reviewKindSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  /** On unless the person switches it off (the kind applies to the company's category). */
  selected: z.boolean(),
  /** The answer fields that would go, with their values (a value null cannot be sent yet). */
  fields: z.array(z.object({ field: z.string(), value: z.string().nullable() })),
  /** What is missing before this kind can go (e.g. "Add the date of death"), or null. */
  missing: z.string().nullable(),
  /** A death notification's default instruction for this company. */
  instruction: z.enum(DEATH_INSTRUCTIONS).nullable(),
  open_request: z.object({ id: z.string(), status: z.enum(UPDATE_STATUSES) }).nullable(),
  /** The journey's documents that would go with it (the company requires their type). */
  documents: z.array(z.object({ id: z.string(), type: z.enum(DOCUMENT_TYPES), label: z.string() })),
  /** What the company requires that the journey does not hold ("a death certificate"). */
  missing_documents: z.array(z.string()),
});
export type ReviewKind = z.infer<typeof reviewKindSchema>;

export const reviewCompanySchema = z.object({
  footprint_id: z.string(),
  company_name: z.string(),
  category_label: z.string(),
  channel: z.enum(UPDATE_CHANNELS),
  /** The address the email goes to (email channel); null otherwise. */
  destination: z.string().nullable(),
  /** The fields switched on for this company, with the values that would go. */
  fields: z.array(reviewFieldSchema),
  /** An open request already covers this company: it is not sent again. */
  open_request: z.object({ id: z.string(), status: z.enum(UPDATE_STATUSES) }).nullable(),
  /** Each kind the journey can send this company, and whether it goes by default. The channel
   * may differ per kind (an integration takes only the kinds its business opted into). */
  kinds: z.array(
    reviewKindSchema.extend({
      channel: z.enum(UPDATE_CHANNELS),
      destination: z.string().nullable(),
    }),
  ),
  /** Safe mode: a shared company waits for the person's two confirmations. */
  safety: companySafetySchema,
});
export type ReviewCompany = z.infer<typeof reviewCompanySchema>;

export const journeyReviewSchema = z.object({
  journey_id: z.string(),
  effective_date: z.string().nullable(),
  identifiers: z.object({ full_name: z.string().nullable(), account_email: z.string() }),
  /** The consent without documents; `product` words the sentence when documents go
   * (updateConsentText(product, sharing)). */
  consent: z.object({ version: z.string(), text: z.string(), product: z.string() }),
  companies: z.array(reviewCompanySchema),
});
export type JourneyReview = z.infer<typeof journeyReviewSchema>;

export const approveKindSchema = z.object({
  kind: z.enum(REQUEST_KINDS, { error: 'Choose what to send.' }),
  /** A death notification: what this company should do. */
  instruction: z.enum(DEATH_INSTRUCTIONS, { error: 'Choose an instruction.' }).optional(),
  /** A death notification with instruction `transfer_account`: to whom. */
  transfer_to: z.string().trim().min(1).max(120, 'Keep the name under 120 characters.').optional(),
  /** The journey's documents to share with this company; left out, those its rule requires. */
  documents: z
    .array(z.uuid({ error: 'Document ids must be UUIDs.' }))
    .max(DOCUMENT_QUOTA_FILES, 'Too many documents.')
    .optional(),
});
export type ApproveKindInput = z.infer<typeof approveKindSchema>;

export const approveUpdatesSchema = z
  .object({
    consent_version: z.literal(UPDATE_CONSENT_VERSION, {
      error: `Approve the current consent (version ${UPDATE_CONSENT_VERSION}).`,
    }),
    companies: z
      .array(
        z.object({
          footprint_id: z.uuid({ error: 'Company ids must be UUIDs.' }),
          /** The older form: address, email, phone (change of address and of contact). */
          fields: z
            .array(changeFieldSchema)
            .min(1, 'Choose at least one detail to send to each company.')
            .max(UPDATE_CHANGE_FIELDS.length)
            .optional(),
          /** What to send this company, one request per kind. */
          kinds: z
            .array(approveKindSchema)
            .min(1, 'Choose at least one thing to send to each company.')
            .max(REQUEST_KINDS.length)
            .optional(),
          customer_number: z
            .string()
            .trim()
            .max(CUSTOMER_NUMBER_MAX_LENGTH, 'A customer number has 64 characters at most.')
            .optional(),
        }),
      )
      .min(1, 'Choose at least one company.')
      .max(
        UPDATE_APPROVAL_BATCH_MAX,
        `Approve ${UPDATE_APPROVAL_BATCH_MAX} companies at most at once.`,
      ),
  })
  .superRefine((value, ctx) => {
    value.companies.forEach((company, i) => {
      if (!company.fields && !company.kinds) {
        ctx.addIssue({
          code: 'custom',
          path: ['companies', i, 'kinds'],
          message: 'Choose at least one thing to send to each company.',
        });
      }
      company.kinds?.forEach((k, j) => {
        if (k.kind === 'notification_of_death' && !k.instruction) {
          ctx.addIssue({
            code: 'custom',
            path: ['companies', i, 'kinds', j, 'instruction'],
            message: 'Choose what this company should do with the account.',
          });
        }
        if (k.instruction === 'transfer_account' && !k.transfer_to) {
          ctx.addIssue({
            code: 'custom',
            path: ['companies', i, 'kinds', j, 'transfer_to'],
            message: 'Enter the name of the person the account goes to.',
          });
        }
      });
    });
  });
export type ApproveUpdatesInput = z.infer<typeof approveUpdatesSchema>;

// Requests

export const updateItemSchema = z.object({
  field: z.enum(UPDATE_FIELDS),
  value: z.string(),
  outcome: z.enum(ITEM_OUTCOMES),
  reason_code: z.string().nullable(),
  message: z.string().nullable(),
});
export type UpdateItem = z.infer<typeof updateItemSchema>;

export const updateEventSchema = z.object({
  seq: z.number().int(),
  type: z.enum(UPDATE_EVENT_TYPES),
  actor: z.enum(UPDATE_ACTORS),
  from_status: z.enum(UPDATE_STATUSES).nullable(),
  to_status: z.enum(UPDATE_STATUSES),
  /** What shows it happened: who, how, from where (never a secret). */
  evidence: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  /** On a request's timeline: who of the people sharing the journey did the person's events
   * (name null once their account is gone). */
  by: z.object({ user_id: z.string(), name: z.string().nullable() }).nullable().optional(),
});
export type UpdateEvent = z.infer<typeof updateEventSchema>;

export const updateRequestSchema = z.object({
  id: z.string(),
  journey_id: z.string(),
  footprint_id: z.string(),
  company_name: z.string(),
  kind: z.enum(REQUEST_KINDS),
  subject: z.enum(REQUEST_SUBJECTS),
  channel: z.enum(UPDATE_CHANNELS),
  status: z.enum(UPDATE_STATUSES),
  reference: z.string(),
  destination: z.string().nullable(),
  effective_date: z.string().nullable(),
  /** When the company should have answered by (sent + the configured days); null until sent. */
  expected_by: z.string().nullable(),
  status_reason: z.string().nullable(),
  status_message: z.string().nullable(),
  items: z.array(updateItemSchema),
  last_event: updateEventSchema,
  sent_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Who completed it: the company confirmed it, or the person marked it done (self-attested);
   * null while it is not completed. */
  completed_by: z.enum(['company', 'person']).nullable(),
  /** The web form or phone channel: what the person needs for their step (issue 26). */
  person_step: personStepSchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UpdateRequest = z.infer<typeof updateRequestSchema>;

export const updateRequestDetailSchema = updateRequestSchema.extend({
  events: z.array(updateEventSchema),
});
export type UpdateRequestDetail = z.infer<typeof updateRequestDetailSchema>;

export const updateRequestListSchema = z.object({ items: z.array(updateRequestSchema) });
export type UpdateRequestList = z.infer<typeof updateRequestListSchema>;

export const changeUpdateValueSchema = z.object({
  value: z
    .string({ error: 'Enter the new value.' })
    .trim()
    .min(1, 'Enter the new value.')
    .max(UPDATE_VALUE_MAX_LENGTH, `A value has ${UPDATE_VALUE_MAX_LENGTH} characters at most.`),
});
export type ChangeUpdateValueInput = z.infer<typeof changeUpdateValueSchema>;

// Consents (Privacy & Security) and the person's notifications

export const updateConsentRecordSchema = z.object({
  id: z.string(),
  journey_id: z.string(),
  company_name: z.string(),
  fields: z.array(z.string()),
  values_fingerprint: z.string(),
  consent_version: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type UpdateConsentRecord = z.infer<typeof updateConsentRecordSchema>;
export const updateConsentListSchema = z.object({ items: z.array(updateConsentRecordSchema) });
export type UpdateConsentList = z.infer<typeof updateConsentListSchema>;

export const notificationSettingsSchema = z.object({ update_digest: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// Proof of update

/** What went to the company: a change has an outcome; an identity field only helps find the
 * customer, so it has none ("not_applicable"). */
export const PROOF_OUTCOMES = [...ITEM_OUTCOMES, 'not_applicable'] as const;

export const proofCompanySchema = z.object({
  company_name: z.string(),
  reference: z.string(),
  kind: z.enum(REQUEST_KINDS),
  subject: z.enum(REQUEST_SUBJECTS),
  /** A death notification's instruction, in words; null for other kinds. */
  instruction: z.string().nullable(),
  expected_by: z.string().nullable(),
  channel: z.enum(UPDATE_CHANNELS),
  status: z.enum(UPDATE_STATUSES),
  /** Who completed it: the company (a confirmation) or the person (self-attested); null if open. */
  completed_by: z.enum(['company', 'person']).nullable(),
  /** Who did what, in words: "Confirmed by <company>", "Done by you (not confirmed by the
   * company)", "To do (you)", "Sent by Updately"... */
  status_text: z.string(),
  destination: z.string().nullable(),
  sent: z.array(
    z.object({ field: z.enum(UPDATE_FIELDS), value: z.string(), outcome: z.enum(PROOF_OUTCOMES) }),
  ),
  effective_date: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** When Updately handed it to the company (email, API); always null for a checklist. */
  sent_at: z.string().nullable(),
  /** A checklist (you update it): when it was ready for the person; null for other channels. */
  checklist_ready_at: z.string().nullable(),
  /** How the result is known: the company confirmed (link, API) or the person said so. */
  evidence: z
    .object({
      kind: z.enum(['company_link', 'company_api', 'self_attested']),
      by: z.string(),
      at: z.string(),
      ip_address: z.string().nullable(),
      /** The browser in words ("Chrome 156 on Linux"). */
      browser: z.string().nullable(),
      /** The User-Agent header exactly as received, for whoever needs to check it. */
      raw_user_agent: z.string().nullable(),
    })
    .nullable(),
  events: z.array(updateEventSchema),
  /** A joint account (a household move): the other holders and when each approved. */
  joint_holders: z
    .array(z.object({ name: z.string(), approved_at: z.string().nullable() }))
    .optional(),
  /** The documents the person agreed to share with this company (their types, kept after the
   * files are deleted). */
  documents: z.array(z.object({ type: z.enum(DOCUMENT_TYPES), label: z.string() })),
  /** Every view and download of this request's documents, oldest first. */
  document_accesses: z.array(
    z.object({
      document: z.string(),
      company_name: z.string(),
      channel: z.enum(DOCUMENT_ACCESS_CHANNELS),
      action: z.enum(DOCUMENT_ACCESS_ACTIONS),
      at: z.string(),
    }),
  ),
});
export type ProofCompany = z.infer<typeof proofCompanySchema>;

export const proofSummarySchema = z.object({
  total: z.number().int(),
  confirmed_by_company: z.number().int(),
  done_by_you: z.number().int(),
  waiting: z.number().int(),
  closed: z.number().int(),
  checklists: z.number().int(),
  sent_by_updately: z.number().int(),
  /** "6 confirmed by the company · 3 done by you · 11 waiting" */
  text: z.string(),
});
export type ProofSummary = z.infer<typeof proofSummarySchema>;

export const journeyProofSchema = z.object({
  journey: z.object({ id: z.string(), name: z.string(), type: z.string() }),
  person: z.object({
    name: z.string().nullable(),
    email: z.string(),
    /** "Sam Doe, executor for Jane Doe" when the person acts for someone else, else null. */
    acting_as: z.string().nullable(),
  }),
  generated_at: z.string(),
  summary: proofSummarySchema,
  companies: z.array(proofCompanySchema),
});
export type JourneyProof = z.infer<typeof journeyProofSchema>;
