import { z } from 'zod';
import { UPDATE_REJECTION_REASONS } from './update-status';
import { UPDATE_CHANGE_FIELDS, UPDATE_IDENTIFIER_FIELDS } from './updates-api';

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
  person: z.array(z.object({ field: z.enum(UPDATE_IDENTIFIER_FIELDS), value: z.string() })),
  changes: z.array(z.object({ field: z.enum(UPDATE_CHANGE_FIELDS), value: z.string() })),
  effective_date: z.string().nullable(),
  consent: z.object({
    id: z.string(),
    version: z.string(),
    text: z.string(),
    given_at: z.string(),
  }),
});
export type CompanyUpdateRequest = z.infer<typeof companyUpdateRequestSchema>;

export const fieldOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ field: z.enum(UPDATE_CHANGE_FIELDS), outcome: z.literal('applied') }),
  z.object({
    field: z.enum(UPDATE_CHANGE_FIELDS),
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
    fields: z.array(fieldOutcomeSchema).min(1).max(UPDATE_CHANGE_FIELDS.length),
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
