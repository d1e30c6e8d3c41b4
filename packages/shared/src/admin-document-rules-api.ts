import { z } from 'zod';
import { BRAND_CATEGORIES } from './brands';
import { documentRulesSchema, REQUIRED_DOCUMENTS } from './document-requirements';
import { REQUEST_KINDS } from './request-kinds';

/** One stored rule as the admin pages read it. */
const ruleOutSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  document_types: z.array(z.enum(REQUIRED_DOCUMENTS)),
});

/** PUT body: the whole set of rules (a kind left out follows the default). */
export const documentRulesInputSchema = z.object({ rules: documentRulesSchema });
export type DocumentRulesInput = z.infer<typeof documentRulesInputSchema>;

/** GET/PUT /api/admin/brands/{id}/documents: a brand's own rules beside its category's. */
export const brandDocumentRulesSchema = z.object({
  brand_id: z.string(),
  category: z.string().nullable(),
  rules: z.array(ruleOutSchema),
  category_rules: z.array(ruleOutSchema),
});
export type BrandDocumentRules = z.infer<typeof brandDocumentRulesSchema>;

/** GET /api/admin/document-defaults: every category's default rules. */
export const documentDefaultsSchema = z.object({
  categories: z.array(
    z.object({
      category: z.enum(BRAND_CATEGORIES),
      label: z.string(),
      rules: z.array(ruleOutSchema),
    }),
  ),
});
export type DocumentDefaults = z.infer<typeof documentDefaultsSchema>;
