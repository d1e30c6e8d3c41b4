import { z } from 'zod';
import { companyUpdateRequestSchema, fieldOutcomeSchema } from './update-channel-contract';
import { UPDATE_STATUSES } from './update-status';
import { UPDATE_CHANGE_FIELDS, UPDATE_IDENTIFIER_FIELDS } from './updates-api';

/** What a Business API key may do. */
export const API_KEY_SCOPES = ['requests:read', 'requests:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  rate_limit_per_minute: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Name the key.').max(80, 'Keep the name under 80 characters.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Choose at least one scope.')
    .default(['requests:read', 'requests:write']),
});
/** The key itself appears in this answer only: it is stored hashed. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export const BRAND_CLAIM_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const brandClaimSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  brand: z.object({ id: z.string(), name: z.string(), website: z.string().nullable() }),
  status: z.enum(BRAND_CLAIM_STATUSES),
  verification_email: z.string().nullable(),
  decided_by_method: z.enum(['email_code', 'admin']).nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type BrandClaim = z.infer<typeof brandClaimSchema>;
export const brandClaimListSchema = z.object({ items: z.array(brandClaimSchema) });

/** What an admin deciding a claim sees: who asks, for which organisation. */
export const adminBrandClaimSchema = brandClaimSchema.extend({
  organization_name: z.string(),
  requested_by_email: z.string().nullable(),
});
export type AdminBrandClaim = z.infer<typeof adminBrandClaimSchema>;
export const adminBrandClaimListSchema = z.object({ items: z.array(adminBrandClaimSchema) });

export const createBrandClaimSchema = z.object({
  brand_id: z.string().uuid('Choose a brand from the directory.'),
  /** An address at the brand's website domain for the code; without it, an admin decides. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('Please enter a valid email address.')
    .max(254)
    .optional(),
});
export const verifyBrandClaimSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
});

const businessStatuses = UPDATE_STATUSES.filter((s) => s !== 'pending_consent');

/** Why values are withheld from a business: the request ended before it answered them (N6). */
export const BUSINESS_VALUES_WITHHELD = ['cancelled', 'expired'] as const;
export type BusinessValuesWithheld = (typeof BUSINESS_VALUES_WITHHELD)[number];
const valuesWithheldSchema = z
  .enum(BUSINESS_VALUES_WITHHELD)
  .nullable()
  .describe(
    'Set when the request was cancelled or expired before you answered every field: the values of ' +
      "the fields you never answered are withheld (null), and so are the customer's when you " +
      'answered none. Null when every value is present.',
  );

/** One request in a business's list: no personal values (those are in the detail). */
export const businessRequestSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(UPDATE_STATUSES),
  values_withheld: valuesWithheldSchema,
  brand: z.object({ id: z.string().nullable(), name: z.string() }),
  fields: z.array(z.enum(UPDATE_CHANGE_FIELDS)),
  effective_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BusinessRequestSummary = z.infer<typeof businessRequestSummarySchema>;
export const businessRequestListSchema = z.object({
  items: z.array(businessRequestSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});

export const businessRequestQuerySchema = z.object({
  status: z.enum(businessStatuses as [string, ...string[]]).optional(),
  updated_since: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const withheldValue = z.string().nullable().describe('Null when withheld: see `values_withheld`.');

export const businessRequestDetailSchema = companyUpdateRequestSchema.extend({
  person: z.array(z.object({ field: z.enum(UPDATE_IDENTIFIER_FIELDS), value: withheldValue })),
  changes: z.array(
    z.object({
      field: z.enum(UPDATE_CHANGE_FIELDS),
      value: withheldValue,
      external_name: z
        .string()
        .optional()
        .describe(
          'Your own name for the field, when Updately has it on record for your brand (else absent).',
        ),
    }),
  ),
  status: z.enum(UPDATE_STATUSES),
  values_withheld: valuesWithheldSchema,
  outcomes: z.array(
    z.object({
      field: z.enum(UPDATE_CHANGE_FIELDS),
      outcome: z.enum(['pending', 'applied', 'rejected']),
      reason: z.string().nullable(),
    }),
  ),
  /** A JWS (the app's keys, /.well-known/jwks.json): what was verified about the person. */
  identity_assertion: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BusinessRequestDetail = z.infer<typeof businessRequestDetailSchema>;

export const confirmRequestSchema = z.object({
  fields: z.array(fieldOutcomeSchema).min(1).max(UPDATE_CHANGE_FIELDS.length),
  /** Who at the company answered (a name or team), shown on the person's proof. */
  confirmed_by: z.string().trim().max(120).optional(),
});

export const usageSchema = z.object({
  month: z.string(),
  currency: z.string(),
  unit_price: z.string(),
  fields: z.number().int(),
  amount: z.string(),
  days: z.array(z.object({ date: z.string(), fields: z.number().int(), amount: z.string() })),
});
export type Usage = z.infer<typeof usageSchema>;

export const businessSummarySchema = z.object({
  /** Requests sent or acknowledged, waiting for the business's answer. */
  pending: z.number().int(),
  confirmed: z.number().int(),
  rejected: z.number().int(),
  /** confirmed / (confirmed + rejected), or null before any answer. */
  confirmation_rate: z.number().nullable(),
  median_seconds_to_confirm: z.number().nullable(),
  usage: usageSchema,
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;
