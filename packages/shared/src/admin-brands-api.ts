import { z } from 'zod';
import {
  brandChannelFieldsSchema,
  brandChannelProblems,
  EMPTY_BRAND_CHANNELS,
  type BrandChannelFields,
} from './brand-channels';
import { documentRulesTextSchema } from './document-requirements';
import { BRAND_CATEGORIES, EMAIL_PURPOSES, isFirstRequestPurpose } from './brands';
import { EMAIL_MAX_LENGTH } from './constants';
import { PII_FIELD_TYPES, type PiiFieldType } from './pii-fields';
import { BRAND_NAME_MAX_LENGTH, sanitizeBrandName, sanitizeText } from './sanitize';

/** The admin brand directory (/admin/brands): list, edit, merge, delete, import and export. */

export const ADMIN_BRAND_PAGE_SIZE_MAX = 100;
export const BRAND_TAGS_MAX = 12;
export const BRAND_TAG_MAX_LENGTH = 40;
export const BRAND_URL_MAX_LENGTH = 2000;
export const BRAND_SLUG_MAX_LENGTH = 80;
/** An import holds at most this many rows, and its file at most this many characters. */
export const BRAND_IMPORT_MAX_ROWS = 5000;
export const BRAND_IMPORT_MAX_CHARS = 2_000_000;

export const ADMIN_BRAND_SORTS = ['name', 'category', 'updated_at'] as const;
export type AdminBrandSort = (typeof ADMIN_BRAND_SORTS)[number];

export const BRAND_FILE_FORMATS = ['csv', 'json'] as const;
export type BrandFileFormat = (typeof BRAND_FILE_FORMATS)[number];

/** The fields of a brand in an import or export file (and the columns of its CSV), in order. */
export const BRAND_FILE_FIELDS = [
  'slug',
  'name',
  'category',
  'footprint_tags',
  'data_collection_items',
  'website',
  'account_settings_url',
  'contact_email',
  'contact_email_source',
  'contact_email_checked_on',
  'logo_url',
  'contact_email_purpose',
  'web_form_url',
  'web_form_purpose',
  'web_form_source',
  'web_form_checked_on',
  /** An object in JSON; in CSV its parts are the POSTAL_CSV_COLUMNS. */
  'postal_address',
  'postal_address_source',
  'postal_address_checked_on',
  'phone',
  'phone_hours',
  'phone_source',
  'phone_checked_on',
  /** The brand's own required documents per kind (document-requirements: rulesToText). */
  'required_documents',
] as const;
export type BrandFileField = (typeof BRAND_FILE_FIELDS)[number];

/** A postal address's parts as CSV columns (a spreadsheet has no objects). */
export const POSTAL_CSV_COLUMNS = {
  postal_recipient: 'recipient',
  postal_organisation: 'organisation',
  postal_line1: 'line1',
  postal_line2: 'line2',
  postal_suburb: 'suburb',
  postal_state: 'state',
  postal_postcode: 'postcode',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a new brand gets from its name: lower case ASCII letters and digits joined by
 * hyphens ("Woolworths Everyday Rewards" → "woolworths-everyday-rewards"); '' when the name has
 * neither.
 */
export function brandSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BRAND_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** A directory tag as stored (the consumer search matches tags in lower case): "Credit Card" → "credit-card". */
export function normalizeBrandTag(tag: string): string {
  return sanitizeText(tag, BRAND_TAG_MAX_LENGTH).toLowerCase().replace(/\s+/g, '-');
}

/** Empty text (a blank form field or CSV cell) and a missing key both mean "none". */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? null
    : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

// The WHATWG URL parser, global in browsers and Node (this package compiles without their types).
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
};

function isWebUrl(value: string, httpsOnly: boolean): boolean {
  try {
    const url = new URL(value);
    const schemeOk = url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
    return schemeOk && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

const webUrl = (httpsOnly: boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(BRAND_URL_MAX_LENGTH, `At most ${BRAND_URL_MAX_LENGTH} characters.`)
    .refine((value) => isWebUrl(value, httpsOnly), message);

const HTTP_URL = 'Enter a web address starting with https:// or http://.';
const HTTPS_URL = 'Enter an image address starting with https://.';

export const brandNameSchema = z
  .string({ error: 'Enter the brand’s name.' })
  .transform(sanitizeBrandName)
  .pipe(
    z
      .string()
      .min(1, 'Enter the brand’s name.')
      .max(BRAND_NAME_MAX_LENGTH, `At most ${BRAND_NAME_MAX_LENGTH} characters.`),
  );

const tagsSchema = z
  .array(z.string({ error: 'Each tag is text.' }), { error: 'Tags are a list.' })
  .transform((tags) => [...new Set(tags.map(normalizeBrandTag).filter(Boolean))])
  .pipe(
    z
      .array(
        z
          .string()
          .regex(TAG, 'Tags are words of letters and digits joined by hyphens, e.g. credit-card.'),
      )
      .max(BRAND_TAGS_MAX, `At most ${BRAND_TAGS_MAX} tags.`),
  );

const PII_ORDER = new Map<string, number>(PII_FIELD_TYPES.map((field, i) => [field, i]));

/** A brand's data items kept once each, in the catalogue's order (how they are stored). */
export function inCatalogueOrder<T extends string>(items: readonly T[]): T[] {
  return [...new Set(items)].sort((a, b) => PII_ORDER.get(a)! - PII_ORDER.get(b)!);
}

const dataItemsSchema = z
  .array(
    z.enum(PII_FIELD_TYPES as readonly PiiFieldType[] as [PiiFieldType, ...PiiFieldType[]], {
      error: (issue) => `Unknown data item: ${String(issue.input)}.`,
    }),
    { error: 'Data items are a list.' },
  )
  .transform(inCatalogueOrder);

const brandFields = z.object({
  name: brandNameSchema,
  category: z.enum(BRAND_CATEGORIES, { error: 'Choose a category.' }),
  footprint_tags: tagsSchema.default([]),
  data_collection_items: dataItemsSchema.default([]),
  website: optional(webUrl(false, HTTP_URL)),
  account_settings_url: optional(webUrl(false, HTTP_URL)),
  contact_email: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter an email address like privacy@company.com.').max(EMAIL_MAX_LENGTH)),
  ),
  /** What the address is for; a first request never goes to a complaints inbox. */
  contact_email_purpose: optional(
    z.enum(EMAIL_PURPOSES, {
      error: 'The purpose is change_of_details, customer_service, privacy_officer or complaints.',
    }),
  ),
  /** The brand's own page that publishes contact_email. */
  contact_email_source: optional(webUrl(false, HTTP_URL)),
  /** When the source was read; today when left out and there is an address. */
  contact_email_checked_on: optional(
    z.iso.date('Enter the day the source was checked as YYYY-MM-DD.'),
  ),
  logo_url: optional(webUrl(true, HTTPS_URL)),
  ...channelFields(),
});

/** "1300 123 456", "(02) 9123 4567", "0412 345 678" → E.164; anything else is left as typed. */
export function toE164(value: string): string {
  const digits = value.replace(/[\s().-]/g, '');
  if (/^\+\d+$/.test(digits)) return digits;
  if (/^0[2-478]\d{8}$/.test(digits)) return `+61${digits.slice(1)}`;
  if (/^(13\d{4}|1[38]00\d{6})$/.test(digits)) return `+61${digits}`;
  return value.trim();
}

/** An address whose parts are all blank is no address (the editor sends every part). */
function blankAddressToNull(value: unknown) {
  if (typeof value !== 'object' || value === null) return blankToNull(value);
  const parts = Object.fromEntries(
    Object.entries(value).map(([key, part]) => [key, blankToNull(part)]),
  );
  return Object.values(parts).every((part) => part === null) ? null : parts;
}

/** The channel fields (brandChannelFieldsSchema), blank meaning none; phones typed as dialled. */
function channelFields() {
  const s = brandChannelFieldsSchema.shape;
  return {
    web_form_url: z.preprocess(blankToNull, s.web_form_url),
    web_form_purpose: z.preprocess(blankToNull, s.web_form_purpose),
    web_form_source: z.preprocess(blankToNull, s.web_form_source),
    web_form_checked_on: z.preprocess(blankToNull, s.web_form_checked_on),
    postal_address: z.preprocess(blankAddressToNull, s.postal_address),
    postal_address_source: z.preprocess(blankToNull, s.postal_address_source),
    postal_address_checked_on: z.preprocess(blankToNull, s.postal_address_checked_on),
    phone: z.preprocess(
      (value) => (typeof value === 'string' ? blankToNull(toE164(value)) : blankToNull(value)),
      s.phone,
    ),
    phone_hours: z.preprocess(blankToNull, s.phone_hours),
    phone_source: z.preprocess(blankToNull, s.phone_source),
    phone_checked_on: z.preprocess(blankToNull, s.phone_checked_on),
  };
}

const CHANNEL_PARTS = {
  web_form_url: ['web_form_url', 'web_form_purpose', 'web_form_source', 'web_form_checked_on'],
  postal_address: ['postal_address', 'postal_address_source', 'postal_address_checked_on'],
  phone: ['phone', 'phone_hours', 'phone_source', 'phone_checked_on'],
} as const satisfies Record<string, readonly (keyof BrandChannelFields)[]>;

/**
 * The directory's channel rules (brandChannelProblems), each problem on the channel's field. A
 * value given without the day it was read is checked as if read today (the service sets today).
 */
export function channelProblemsByField(
  brand: BrandChannelFields,
): { field: keyof BrandChannelFields; message: string }[] {
  const problems: { field: keyof BrandChannelFields; message: string }[] = [];
  for (const [field, parts] of Object.entries(CHANNEL_PARTS)) {
    const one: Record<string, unknown> = { ...EMPTY_BRAND_CHANNELS };
    for (const part of parts) one[part] = brand[part];
    const source = parts.find((part) => part.endsWith('_source'))!;
    const day = parts.find((part) => part.endsWith('_checked_on'))!;
    if (one[parts[0]] !== null && one[day] === null && one[source] !== null)
      one[day] = '2000-01-01';
    for (const message of brandChannelProblems(one as BrandChannelFields)) {
      problems.push({ field: field as keyof BrandChannelFields, message });
    }
  }
  return problems;
}

function channelRules(brand: BrandChannelFields, ctx: z.RefinementCtx) {
  for (const { field, message } of channelProblemsByField(brand)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** An inbox named for complaints, disputes or a customer advocate (never a first request). */
const COMPLAINTS_INBOX = /complaint|dispute|advocate|customer[._-]?relations|^idr@/;
export const looksLikeComplaintsInbox = (email: string) => COMPLAINTS_INBOX.test(email);

/**
 * A contact address comes with the page that publishes it, and a source with its address; it is
 * where a first request goes, so it is never a complaints, dispute or customer-advocate inbox.
 */
function contactWithSource(
  brand: {
    contact_email: string | null;
    contact_email_purpose: string | null;
    contact_email_source: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (
    brand.contact_email &&
    brand.contact_email_purpose &&
    !isFirstRequestPurpose(brand.contact_email_purpose)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['contact_email_purpose'],
      message:
        'A first request goes only to a change-of-details, customer-service or privacy-officer address; a complaints address is for escalation only.',
    });
  }
  if (brand.contact_email && COMPLAINTS_INBOX.test(brand.contact_email)) {
    ctx.addIssue({
      code: 'custom',
      path: ['contact_email'],
      message:
        'This looks like a complaints, dispute or customer-advocate inbox: a first request goes to a change-of-details, customer-service or privacy-officer address.',
    });
  }
  if (brand.contact_email && !brand.contact_email_source) {
    ctx.addIssue({
      code: 'custom',
      path: ['contact_email_source'],
      message: 'Give the brand’s page that publishes this address.',
    });
  }
  if (!brand.contact_email && brand.contact_email_source) {
    ctx.addIssue({
      code: 'custom',
      path: ['contact_email'],
      message: 'Give the address the source page publishes, or clear the source.',
    });
  }
}

/** What an admin sets on a brand (create and edit); blank optional fields are null. */
export const brandInputSchema = brandFields.superRefine((brand, ctx) => {
  contactWithSource(brand, ctx);
  channelRules(brand, ctx);
});
export type BrandInput = z.input<typeof brandInputSchema>;
export type BrandValues = z.output<typeof brandInputSchema>;

/** One row of an import file: a brand, and its slug (from the name when left out). */
export const brandImportRowSchema = brandFields
  .extend({
    slug: optional(
      z
        .string()
        .trim()
        .max(BRAND_SLUG_MAX_LENGTH, `At most ${BRAND_SLUG_MAX_LENGTH} characters.`)
        .regex(SLUG, 'A slug is lower case letters and digits joined by hyphens.'),
    ),
    /** Left out or blank: the brand's rules stay as they are. */
    required_documents: optional(documentRulesTextSchema),
  })
  .superRefine((brand, ctx) => {
    contactWithSource(brand, ctx);
    channelRules(brand, ctx);
  });
export type BrandImportRow = z.output<typeof brandImportRowSchema>;

/** Where input went wrong: a field (of a row of an import file, numbered from 1). */
export const brandFieldErrorSchema = z.object({
  row: z.number().int().optional(),
  field: z.string(),
  message: z.string(),
});
export type BrandFieldError = z.infer<typeof brandFieldErrorSchema>;

/** A 400 answer with every problem: `{ error: { code, message, details } }`. */
export const brandErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(brandFieldErrorSchema).optional(),
  }),
});

export const adminBrandListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long (100 characters at most).').optional(),
  category: z.enum(BRAND_CATEGORIES, { error: 'Unknown brand category.' }).optional(),
  sort: z
    .enum(ADMIN_BRAND_SORTS, { error: 'Sort by name, category or updated_at.' })
    .default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc.' }).default('asc'),
  limit: z.coerce.number().int().min(1).max(ADMIN_BRAND_PAGE_SIZE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminBrandListQuery = z.input<typeof adminBrandListQuerySchema>;

export const adminBrandExportQuerySchema = z.object({
  format: z.enum(BRAND_FILE_FORMATS, { error: 'Format is csv or json.' }).default('csv'),
  q: adminBrandListQuerySchema.shape.q,
  category: adminBrandListQuerySchema.shape.category,
});

function adminChannelShape() {
  const nullableText = z.string().nullable();
  return {
    web_form_url: nullableText,
    web_form_purpose: nullableText,
    web_form_source: nullableText,
    web_form_checked_on: nullableText,
    postal_address: brandChannelFieldsSchema.shape.postal_address,
    postal_address_source: nullableText,
    postal_address_checked_on: nullableText,
    phone: nullableText,
    phone_hours: nullableText,
    phone_source: nullableText,
    phone_checked_on: nullableText,
  };
}

export const adminBrandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  category_label: z.string(),
  footprint_tags: z.array(z.string()),
  data_collection_items: z.array(z.string()),
  website: z.string().nullable(),
  account_settings_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_email_purpose: z.string().nullable(),
  contact_email_source: z.string().nullable(),
  contact_email_checked_on: z.string().nullable(),
  logo_url: z.string().nullable(),
  ...adminChannelShape(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminBrandListSchema = z.object({
  items: z.array(adminBrandSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminBrandList = z.infer<typeof adminBrandListSchema>;

/** What refers to a brand: a brand in use can be merged into another, not deleted. */
export const brandUsageSchema = z.object({
  footprints: z.number().int(),
  update_requests: z.number().int(),
  /** The organisation whose verified claim the brand has, if any. */
  claimed_by: z.string().nullable(),
});
export type BrandUsage = z.infer<typeof brandUsageSchema>;

export const adminBrandDetailSchema = z.object({
  brand: adminBrandSchema,
  usage: brandUsageSchema,
});
export type AdminBrandDetail = z.infer<typeof adminBrandDetailSchema>;

export const brandMergeInputSchema = z.object({
  /** The brand that stays; the brand in the path is merged into it and deleted. */
  target_id: z.uuid({ error: 'Choose the brand to merge into.' }),
});

export const brandMergeResultSchema = z.object({
  brand: adminBrandSchema,
  moved: z.object({
    /** Footprints now on the target brand. */
    footprints: z.number().int(),
    /** Footprints of people who had both brands, folded into their footprint of the target. */
    combined_footprints: z.number().int(),
    update_requests: z.number().int(),
    claims: z.number().int(),
  }),
});
export type BrandMergeResult = z.infer<typeof brandMergeResultSchema>;

export const brandImportInputSchema = z.object({
  format: z.enum(BRAND_FILE_FORMATS, { error: 'Format is csv or json.' }),
  content: z
    .string()
    .min(1, 'The file is empty.')
    .max(BRAND_IMPORT_MAX_CHARS, 'The file is too large (2 MB at most).'),
  /** Check and preview only: nothing is written. */
  dry_run: z.boolean().default(false),
});
export type BrandImportInput = z.input<typeof brandImportInputSchema>;

export const BRAND_IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type BrandImportAction = (typeof BRAND_IMPORT_ACTIONS)[number];

export const brandImportResultSchema = z.object({
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      slug: z.string(),
      name: z.string(),
      action: z.enum(BRAND_IMPORT_ACTIONS),
    }),
  ),
});
export type BrandImportResult = z.infer<typeof brandImportResultSchema>;
