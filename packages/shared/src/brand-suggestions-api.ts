import { z } from 'zod';
import { E164, postalAddressSchema, type PostalAddress } from './brand-channels';
import { toE164 } from './admin-brands-api';
import { EMAIL_MAX_LENGTH } from './constants';

/**
 * A person's suggestion of how to reach a company (issue 26): made from the journey page, it
 * waits in Admin › Brands until an admin approves it (the value is written to the brand) or
 * rejects it.
 */

export const SUGGESTION_CHANNELS = ['email', 'web_form', 'postal_address', 'phone'] as const;
export type SuggestionChannel = (typeof SUGGESTION_CHANNELS)[number];
export const SUGGESTION_CHANNEL_LABELS: Record<SuggestionChannel, string> = {
  email: 'Email',
  web_form: 'Web form',
  postal_address: 'Postal address',
  phone: 'Phone',
};
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
/** Pending suggestions one person may have waiting at once. */
export const MAX_PENDING_SUGGESTIONS = 20;

export const SOURCE_URL_MESSAGE =
  'Enter the address of the company’s page where you saw it, starting with https://.';

const httpsPage = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, 'At most 2,048 characters.')
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, message);

const sourceUrl = httpsPage(SOURCE_URL_MESSAGE);

/** What a person suggests: the channel, its value and where they saw it. */
export const contactSuggestionInputSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('email'),
    source_url: sourceUrl,
    value: z.object({
      email: z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email('Enter an email address like privacy@company.com.').max(EMAIL_MAX_LENGTH)),
    }),
  }),
  z.object({
    channel: z.literal('web_form'),
    source_url: sourceUrl,
    value: z.object({
      url: httpsPage('Enter the form’s address, starting with https://.'),
    }),
  }),
  z.object({
    channel: z.literal('postal_address'),
    source_url: sourceUrl,
    value: postalAddressSchema,
  }),
  z.object({
    channel: z.literal('phone'),
    source_url: sourceUrl,
    value: z.object({
      phone: z
        .string()
        .transform(toE164)
        .pipe(z.string().regex(E164, 'Enter a phone number like 1300 123 456 or (02) 9123 4567.')),
      hours: z
        .string()
        .trim()
        .max(200, 'At most 200 characters.')
        .transform((hours) => hours || null)
        .nullable()
        .default(null),
    }),
  }),
]);
export type ContactSuggestionInput = z.input<typeof contactSuggestionInputSchema>;
export type ContactSuggestion = z.output<typeof contactSuggestionInputSchema>;

export const contactSuggestionSchema = z.object({
  id: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  created_at: z.string(),
});

/** One suggestion as Admin › Brands lists it. */
export const adminSuggestionSchema = z.object({
  id: z.string(),
  brand_id: z.string().nullable(),
  brand_name: z.string().nullable(),
  company_name: z.string(),
  channel: z.enum(SUGGESTION_CHANNELS),
  /** The suggested value as readable lines (an address's envelope lines). */
  value_lines: z.array(z.string()),
  source_url: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  /** The brand already has this channel: approving replaces its value only when confirmed. */
  brand_has_channel: z.boolean(),
  /** The brand's current value for the channel, as lines (empty when none). */
  current_lines: z.array(z.string()),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;

export const adminSuggestionListSchema = z.object({ items: z.array(adminSuggestionSchema) });

export const approveSuggestionInputSchema = z.object({
  /** The brand already has a value for the channel: replace it. */
  replace: z.boolean().default(false),
});

export type { PostalAddress };
