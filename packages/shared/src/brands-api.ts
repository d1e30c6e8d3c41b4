import { z } from 'zod';
import { BRAND_CATEGORIES, BRAND_CATEGORY_LABELS, BRAND_SETS, type BrandCategory } from './brands';
import { UPDATE_CHANNELS } from './update-status';
import { PII_FIELD_GROUPS, isPiiFieldType, piiFieldLabel } from './pii-fields';

export const BRAND_PAGE_SIZE_DEFAULT = 24;
export const BRAND_PAGE_SIZE_MAX = 100;

/** GET /api/brands query: every filter optional; results ordered by name. */
export const brandSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long (100 characters at most).').optional(),
  category: z.enum(BRAND_CATEGORIES, { error: 'Unknown brand category.' }).optional(),
  tag: z.string().trim().max(60, 'Tag is too long (60 characters at most).').optional(),
  /** A named set, e.g. moving_essentials (the companies most people tell when they move). */
  set: z
    .enum(Object.keys(BRAND_SETS) as [keyof typeof BRAND_SETS], { error: 'Unknown brand set.' })
    .optional(),
  page: z.coerce.number().int().min(1, 'Page starts at 1.').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be at least 1.')
    .max(BRAND_PAGE_SIZE_MAX, `Page size is at most ${BRAND_PAGE_SIZE_MAX}.`)
    .default(BRAND_PAGE_SIZE_DEFAULT),
});
export type BrandSearchQuery = z.input<typeof brandSearchQuerySchema>;

/** A PII field type with its readable label, e.g. `{ field: 'town_city', label: 'Town / city' }`. */
export const dataItemSchema = z.object({ field: z.string(), label: z.string() });
export type DataItem = z.infer<typeof dataItemSchema>;

export const dataItemGroupSchema = z.object({
  group: z.string(),
  items: z.array(dataItemSchema),
});
export type DataItemGroup = z.infer<typeof dataItemGroupSchema>;

export const brandSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  category_label: z.string(),
  footprint_tags: z.array(z.string()),
  data_collection_items: z.array(z.string()),
  website: z.string().nullable(),
  /** The caller already has a footprint for this brand. */
  added: z.boolean(),
  /** How the company would be told today: emailed, connected by API, or the person's to-do. */
  channel: z.enum(UPDATE_CHANNELS),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const brandPageSchema = z.object({
  items: z.array(brandSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

export const brandDetailSchema = brandSummarySchema.extend({
  account_settings_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** How else the brand can be reached (issue 26): its web form, postal address and phone. */
  web_form_url: z.string().nullable(),
  web_form_purpose: z.string().nullable(),
  /** The postal address as envelope lines (empty when the directory has none). */
  postal_address_lines: z.array(z.string()),
  /** E.164, and as an Australian dials it. */
  phone: z.string().nullable(),
  phone_display: z.string().nullable(),
  phone_hours: z.string().nullable(),
  /** The brand's data collection items in the catalogue's group order; empty groups left out. */
  data_groups: z.array(dataItemGroupSchema),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

/** Readable labels for stored field types; a value outside the catalogue keeps its own text. */
export function toDataItems(fields: readonly string[]): DataItem[] {
  return fields.map((field) => ({
    field,
    label: isPiiFieldType(field) ? piiFieldLabel(field) : field,
  }));
}

/** Field types grouped by the catalogue's 7 groups, in catalogue order; empty groups left out. */
export function groupDataItems(fields: readonly string[]): DataItemGroup[] {
  const present = new Set(fields);
  return PII_FIELD_GROUPS.map((g) => ({
    group: g.group,
    items: toDataItems(g.fields.filter((field) => present.has(field))),
  })).filter((g) => g.items.length > 0);
}

export const CUSTOM_BRAND_CATEGORY_LABEL = 'Custom brands';

/** The label of a directory category; `null` (a custom brand) has its own group. */
export function brandCategoryLabel(category: string | null): string {
  if (category === null) return CUSTOM_BRAND_CATEGORY_LABEL;
  return BRAND_CATEGORY_LABELS[category as BrandCategory] ?? category;
}
