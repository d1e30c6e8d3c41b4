import { z } from 'zod';
import { actingForSchema } from './acting-for';
import {
  companyRequestDetailsSchemas,
  companyUpdateRequestSchema,
  fieldOutcomeSchema,
  kindSchemaName,
} from './update-channel-contract';
import { UPDATE_STATUSES } from './update-status';
import { KIND_ANSWER_FIELD_LIST, KIND_ANSWER_FIELDS } from './request-kind-fields';
import { REQUEST_KINDS, REQUEST_SUBJECTS, type RequestKind } from './request-kinds';
import { ITEM_OUTCOMES, UPDATE_IDENTIFIER_FIELDS } from './updates-api';

/** What a Business API key may do. */
export const API_KEY_SCOPES = [
  'requests:read',
  'requests:write',
  'integration:write',
  /** The stamped copies of the documents a request carries (issue 25). */
  'documents:read',
] as const;
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

export const BRAND_CLAIM_STATUSES = ['pending', 'verified', 'rejected', 'revoked'] as const;
export type BrandClaimStatus = (typeof BRAND_CLAIM_STATUSES)[number];

/**
 * How a claim is proven: a TXT record at the brand's registrable domain, a code mailed to a role
 * address there (or to the brand's published contact address), or an administrator's review.
 */
export const BRAND_CLAIM_METHODS = ['dns', 'email_code', 'admin'] as const;
export type BrandClaimMethod = (typeof BRAND_CLAIM_METHODS)[number];

/** Local parts a claim code may go to, at the brand's registrable domain only. */
export const CLAIM_ROLE_LOCAL_PARTS = [
  'admin',
  'administrator',
  'hostmaster',
  'postmaster',
  'webmaster',
] as const;

export const brandClaimSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  brand: z.object({ id: z.string(), name: z.string(), website: z.string().nullable() }),
  status: z.enum(BRAND_CLAIM_STATUSES),
  /** The path chosen for a pending claim (null: a claim from before the paths existed). */
  method: z.enum(BRAND_CLAIM_METHODS).nullable(),
  verification_email: z.string().nullable(),
  /** The TXT record that proves a `dns` claim. */
  dns_record: z.object({ name: z.string(), value: z.string() }).nullable(),
  /** Too many wrong codes for this brand: no code is taken (or sent) before then. */
  locked_until: z.string().nullable(),
  decided_by_method: z.enum(BRAND_CLAIM_METHODS).nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type BrandClaim = z.infer<typeof brandClaimSchema>;
export const brandClaimListSchema = z.object({ items: z.array(brandClaimSchema) });

/** Whether the person asking and their organisation look like the brand (null: can't tell). */
export const adminBrandClaimMatchSchema = z.object({
  brand_domain: z.string().nullable(),
  requester_domain: z.string().nullable(),
  email_domain_matches: z.boolean().nullable(),
  organization_name_matches: z.boolean(),
});
export type AdminBrandClaimMatch = z.infer<typeof adminBrandClaimMatchSchema>;

/** What an admin deciding a claim sees: who asks, for which organisation. */
export const adminBrandClaimSchema = brandClaimSchema.extend({
  organization_name: z.string(),
  requested_by_email: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  match: adminBrandClaimMatchSchema,
});
export type AdminBrandClaim = z.infer<typeof adminBrandClaimSchema>;
/** Claims for the admin area, a page at a time: `next_cursor` asks for the next one (null: none). */
export const ADMIN_BRAND_CLAIMS_PAGE = 50;
export const ADMIN_BRAND_CLAIMS_MAX_PAGE = 200;
export const adminBrandClaimListSchema = z.object({
  items: z.array(adminBrandClaimSchema),
  next_cursor: z.string().nullable(),
});

/** The ways an organisation may prove a brand is theirs, and why some are not offered. */
export const brandClaimOptionsSchema = z.object({
  brand: z.object({ id: z.string(), name: z.string(), website: z.string().nullable() }),
  /** The brand website's registrable domain (`www.commbank.com.au` -> `commbank.com.au`). */
  domain: z.string().nullable(),
  /** The TXT record's name, when the DNS path is offered. */
  dns_record_name: z.string().nullable(),
  /** Where a code may go, when the email path is offered. */
  email_addresses: z.array(z.string()),
  methods: z.array(z.enum(BRAND_CLAIM_METHODS)),
  /** Why only an administrator's review is offered. */
  admin_only_reason: z.enum(['no_website', 'public_mailbox_domain']).nullable(),
  /** Set when the brand is already verified by a business. */
  claimed: z.boolean(),
});
export type BrandClaimOptions = z.infer<typeof brandClaimOptionsSchema>;

export const createBrandClaimSchema = z
  .object({
    brand_id: z.string().uuid('Choose a brand from the directory.'),
    /** Default: `email_code` with an address, `admin` without one. */
    method: z.enum(BRAND_CLAIM_METHODS).optional(),
    /** For `email_code`: a role address at the brand's domain, or its published contact. */
    email: z
      .string()
      .trim()
      .toLowerCase()
      .email('Please enter a valid email address.')
      .max(254)
      .optional(),
  })
  .transform(({ method, ...rest }) => ({
    ...rest,
    method: method ?? (rest.email ? ('email_code' as const) : ('admin' as const)),
  }))
  .refine((v) => v.method === 'email_code' || !v.email, {
    message: 'An address is only for a claim by email code.',
    path: ['email'],
  })
  .refine((v) => v.method !== 'email_code' || Boolean(v.email), {
    message: 'Choose the address for the code.',
    path: ['email'],
  });
export type CreateBrandClaimInput = z.input<typeof createBrandClaimSchema>;

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
export const CLAIM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CLAIM_CODE_LENGTH = 10;

/** A code as typed ("k7q2m 9xh4t", "K7Q2M-9XH4T") in its canonical form, "K7Q2M9XH4T". */
export function normalizeClaimCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const verifyBrandClaimSchema = z.object({
  code: z
    .string()
    .transform(normalizeClaimCode)
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^[${CLAIM_CODE_ALPHABET}]{${CLAIM_CODE_LENGTH}}$`),
          'Enter the 10-character code from the email.',
        ),
    ),
});

export const revokeBrandClaimSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the claim is revoked.')
    .max(500, 'Keep the reason under 500 characters.'),
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
  kind: z.enum(REQUEST_KINDS),
  subject: z.enum(REQUEST_SUBJECTS),
  fields: z.array(z.string()),
  expected_by: z.string().nullable(),
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

/** In place of a kind's details once its values are withheld (N6): no personal value is left. */
const withheldDetailsOf = <K extends RequestKind>(kind: K) =>
  z
    .object({ kind: z.literal(kind), withheld: z.literal(true) })
    .meta({ id: `${kindSchemaName(kind)}DetailsWithheld` });

const detailBase = companyUpdateRequestSchema.omit({ kind: true, changes: true, details: true });

/**
 * One request of one kind: its own answer fields and its own details. A client that knows only
 * address, email and phone reads `change_of_address` and `change_of_contact` as before.
 */
const detailOf = <K extends RequestKind>(kind: K) => {
  const field = z.enum(KIND_ANSWER_FIELDS[kind]);
  return detailBase
    .extend({
      kind: z.literal(kind),
      person: z.array(z.object({ field: z.enum(UPDATE_IDENTIFIER_FIELDS), value: withheldValue })),
      acting_for: actingForSchema
        .extend({ name: withheldValue })
        .nullable()
        .describe(
          "Set when the person acts for someone else (their `role` for the `subject`, named); null when they act for themself. `name` is withheld with the customer's values.",
        ),
      changes: z.array(
        z.object({
          field,
          value: withheldValue,
          external_name: z
            .string()
            .optional()
            .describe(
              'Your own name for the field, when Updately has it on record for your brand (else absent).',
            ),
        }),
      ),
      details: z
        .union([companyRequestDetailsSchemas[kind], withheldDetailsOf(kind)])
        .describe(
          'What you need to act on this kind of request. Once `values_withheld` is set, it is ' +
            '`{ "kind": ..., "withheld": true }` instead: no personal value is left in it.',
        ),
      status: z.enum(UPDATE_STATUSES),
      values_withheld: valuesWithheldSchema,
      outcomes: z.array(
        z.object({ field, outcome: z.enum(ITEM_OUTCOMES), reason: z.string().nullable() }),
      ),
      /** A JWS (the app's keys, /.well-known/jwks.json): what was verified about the person. */
      identity_assertion: z
        .string()
        .describe(
          'A JWS signed with the keys at /.well-known/jwks.json. Claims: `typ`, `iss`, `aud` (your ' +
            'organisation), `sub` (this request), `iat`, `exp`, `reference`, `kind`, `acting_for` ' +
            '(self, deceased or dependant), `act` (`{ sub_type, role, name }` when the person acts ' +
            'for someone else, else null), `verified` (`email`, `phone`, `mfa`), `fields` and `consent`.',
        ),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .meta({ id: `${kindSchemaName(kind)}Request` });
};

export const businessRequestDetailSchemas = {
  change_of_address: detailOf('change_of_address'),
  change_of_contact: detailOf('change_of_contact'),
  change_of_name: detailOf('change_of_name'),
  notification_of_death: detailOf('notification_of_death'),
  add_dependant: detailOf('add_dependant'),
  secure_account: detailOf('secure_account'),
  change_of_employment: detailOf('change_of_employment'),
};

/** A request as the Business API gives it: one variant per kind, told apart by `kind`. */
export const businessRequestDetailSchema = z.discriminatedUnion('kind', [
  businessRequestDetailSchemas.change_of_address,
  businessRequestDetailSchemas.change_of_contact,
  businessRequestDetailSchemas.change_of_name,
  businessRequestDetailSchemas.notification_of_death,
  businessRequestDetailSchemas.add_dependant,
  businessRequestDetailSchemas.secure_account,
  businessRequestDetailSchemas.change_of_employment,
]);
export type BusinessRequestDetail = z.infer<typeof businessRequestDetailSchema>;

export const confirmRequestSchema = z.object({
  fields: z.array(fieldOutcomeSchema).min(1).max(KIND_ANSWER_FIELD_LIST.length),
  /** Who at the company answered (a name or team), shown on the person's proof. */
  confirmed_by: z.string().trim().max(120).optional(),
});

/** What each kind asks of a business, for the Integration page's choice of kinds. */
export const REQUEST_KIND_DESCRIPTIONS: Record<RequestKind, string> = {
  change_of_address: 'A customer moved: their new home and postal address.',
  change_of_contact: 'A customer has a new email address or phone number.',
  change_of_name: 'A customer changed their name (marriage or a change-of-name certificate).',
  notification_of_death:
    'A customer died: their executor or next of kin says what to do with the account.',
  add_dependant: 'A customer had a baby: add the child to their policy, card or account.',
  secure_account: 'A customer was hacked: lock or check the account (never a password or code).',
  change_of_employment: 'A customer changed employer or finished their study.',
};

/** The kinds an organisation's integration handles; the others go by email or checklist. */
export const integrationKindsSchema = z.object({
  kinds: z.array(z.enum(REQUEST_KINDS)),
  /** True until the organisation chooses: then it handles the kinds v1 always carried. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type IntegrationKinds = z.infer<typeof integrationKindsSchema>;

export const updateIntegrationKindsSchema = z.object({
  kinds: z
    .array(z.enum(REQUEST_KINDS, { error: 'That is not a kind of request.' }))
    .min(1, 'Choose at least one kind of request.')
    .max(REQUEST_KINDS.length)
    .transform((kinds) => REQUEST_KINDS.filter((k) => kinds.includes(k))),
});
export type UpdateIntegrationKindsInput = z.input<typeof updateIntegrationKindsSchema>;

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
