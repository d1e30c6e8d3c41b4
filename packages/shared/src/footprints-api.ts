import { z } from 'zod';
import { dataItemSchema } from './brands-api';
import { PII_FIELD_TYPES } from './pii-fields';
import { TAG_MAX_LENGTH } from './sanitize';

export const FOOTPRINT_BATCH_MAX = 300;
export const FOOTPRINT_TAGS_MAX = 20;

export const piiFieldTypeSchema = z.enum(PII_FIELD_TYPES, {
  error: 'Unknown data item: use a field type from the PII catalogue.',
});

export const footprintTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A tag cannot be empty.')
      .max(TAG_MAX_LENGTH, `A tag has ${TAG_MAX_LENGTH} characters at most.`),
  )
  .max(FOOTPRINT_TAGS_MAX, `A footprint has ${FOOTPRINT_TAGS_MAX} tags at most.`);

export const brandIdsSchema = z
  .array(z.uuid({ error: 'Brand ids must be UUIDs.' }))
  .max(FOOTPRINT_BATCH_MAX, `Add ${FOOTPRINT_BATCH_MAX} brands at most at a time.`);

const customBrandNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the brand name.')
  .max(500, 'The brand name is too long.');

/**
 * POST /api/footprints: either brands from the directory (`brandIds`; brands the user already
 * has are skipped) or one custom brand (`customBrandName` with the `dataItems` it holds).
 */
export const addFootprintsSchema = z
  .object({
    brandIds: brandIdsSchema.min(1, 'Choose at least one brand.').optional(),
    customBrandName: customBrandNameSchema.optional(),
    dataItems: z.array(piiFieldTypeSchema).max(PII_FIELD_TYPES.length).optional(),
    tags: footprintTagsSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const fromDirectory = value.brandIds !== undefined;
    const custom = value.customBrandName !== undefined;
    if (fromDirectory === custom) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send either brandIds, or a customBrandName with its dataItems.',
      });
    } else if (custom && value.dataItems === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataItems'],
        message: 'List the data items this brand holds (an empty list is allowed).',
      });
    } else if (fromDirectory && value.dataItems !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataItems'],
        message: 'Directory brands already list their data items.',
      });
    }
  });
export type AddFootprintsInput = z.infer<typeof addFootprintsSchema>;

/** PATCH /api/footprints/{id}: tags for any footprint; name and data items for custom ones. */
export const updateFootprintSchema = z
  .object({
    tags: footprintTagsSchema.optional(),
    customBrandName: customBrandNameSchema.optional(),
    dataItems: z.array(piiFieldTypeSchema).max(PII_FIELD_TYPES.length).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change: send tags, customBrandName or dataItems.',
  });
export type UpdateFootprintInput = z.infer<typeof updateFootprintSchema>;

export const footprintBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  website: z.string().nullable(),
  account_settings_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  footprint_tags: z.array(z.string()),
  /** How else the brand can be reached (issue 26): web form, postal address lines, phone. */
  web_form_url: z.string().nullable(),
  postal_address_lines: z.array(z.string()),
  phone: z.string().nullable(),
  /** The number as an Australian dials it ("1300 123 456"). */
  phone_display: z.string().nullable(),
  phone_hours: z.string().nullable(),
});
export type FootprintBrand = z.infer<typeof footprintBrandSchema>;

export const footprintSchema = z.object({
  id: z.string(),
  brand_id: z.string().nullable(),
  custom_brand_name: z.string().nullable(),
  /** The brand's name, or the custom brand name. */
  name: z.string(),
  is_custom: z.boolean(),
  /** Directory category, `null` for a custom brand. */
  category: z.string().nullable(),
  category_label: z.string(),
  tags: z.array(z.string()),
  /** The brand's data collection items (a custom brand's own), labelled. */
  data_items: z.array(dataItemSchema),
  created_at: z.string(),
  brand: footprintBrandSchema.nullable(),
});
export type Footprint = z.infer<typeof footprintSchema>;

export const footprintListSchema = z.object({
  items: z.array(footprintSchema),
  total: z.number().int(),
});
export type FootprintList = z.infer<typeof footprintListSchema>;

export const addFootprintsResultSchema = z.object({
  added: z.array(footprintSchema),
  /** Requested brands the user already had: nothing was added for them. */
  skippedBrandIds: z.array(z.string()),
});
export type AddFootprintsResult = z.infer<typeof addFootprintsResultSchema>;
