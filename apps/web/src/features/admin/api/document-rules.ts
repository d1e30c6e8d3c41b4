import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandDocumentRulesSchema,
  documentDefaultsSchema,
} from '@updately/shared/admin-document-rules-api';
import type { BrandCategory } from '@updately/shared/brands';
import type { DocumentRule } from '@updately/shared/document-requirements';

import { api } from '../../../lib/api-client';

const documentRulesKey = ['admin', 'document-rules'] as const;

/** GET /api/admin/brands/{id}/documents: the brand's own rules beside its category's. */
export function useBrandDocumentRules(brandId: string | null) {
  return useQuery({
    queryKey: [...documentRulesKey, 'brand', brandId],
    queryFn: async ({ signal }) =>
      brandDocumentRulesSchema.parse(
        await api.get(`/api/admin/brands/${encodeURIComponent(brandId!)}/documents`, { signal }),
      ),
    enabled: brandId !== null,
  });
}

/** GET /api/admin/document-defaults: every category's rules. */
export function useDocumentDefaults() {
  return useQuery({
    queryKey: [...documentRulesKey, 'defaults'],
    queryFn: async ({ signal }) =>
      documentDefaultsSchema.parse(await api.get('/api/admin/document-defaults', { signal })),
  });
}

/** PUT a brand's rules (`brandId`) or a category's defaults (`category`). */
export function useSaveDocumentRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: ({ brandId: string } | { category: BrandCategory }) & { rules: DocumentRule[] },
    ) =>
      'brandId' in input
        ? await api.put(`/api/admin/brands/${encodeURIComponent(input.brandId)}/documents`, {
            rules: input.rules,
          })
        : await api.put(`/api/admin/document-defaults/${input.category}`, { rules: input.rules }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentRulesKey }),
  });
}
