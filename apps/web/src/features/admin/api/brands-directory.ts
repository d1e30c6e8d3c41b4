import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  adminBrandDetailSchema,
  adminBrandListSchema,
  adminBrandSchema,
  brandFieldErrorSchema,
  brandImportResultSchema,
  brandMergeResultSchema,
  type AdminBrandSort,
  type BrandFieldError,
  type BrandFileFormat,
  type BrandInput,
} from '@updately/shared/admin-brands-api';
import type { BrandCategory } from '@updately/shared/brands';
import { z } from 'zod';

import { api, ApiClientError } from '../../../lib/api-client';

export const adminBrandsQueryKey = ['admin', 'brands'] as const;

export type BrandFilters = {
  q?: string;
  category?: BrandCategory;
  sort: AdminBrandSort;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
};

function filterParams(filters: Partial<BrandFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** GET /api/admin/brands: one page of the directory. */
export function adminBrandsQueryOptions(filters: BrandFilters) {
  return queryOptions({
    queryKey: [...adminBrandsQueryKey, 'list', filters],
    queryFn: async ({ signal }) =>
      adminBrandListSchema.parse(
        await api.get(`/api/admin/brands?${filterParams(filters)}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBrands(filters: BrandFilters) {
  return useQuery(adminBrandsQueryOptions(filters));
}

/** GET /api/admin/brands/{id}: the brand and what uses it. */
export function useAdminBrand(id: string | null) {
  return useQuery({
    queryKey: [...adminBrandsQueryKey, 'detail', id],
    queryFn: async ({ signal }) =>
      adminBrandDetailSchema.parse(
        await api.get(`/api/admin/brands/${encodeURIComponent(id!)}`, { signal }),
      ),
    enabled: id !== null,
  });
}

/** The link that downloads the directory (or the filtered part of it) as a file. */
export function brandExportHref(
  format: BrandFileFormat,
  filters: Pick<BrandFilters, 'q' | 'category'>,
): string {
  const params = filterParams({ q: filters.q, category: filters.category });
  params.set('format', format);
  return `/api/admin/brands/export?${params}`;
}

/** The problems an answer lists in `error.details` (fields of a form, rows of a file). */
export function errorDetails(error: unknown): BrandFieldError[] {
  if (!(error instanceof ApiClientError)) return [];
  const parsed = z.array(brandFieldErrorSchema).safeParse(error.details);
  return parsed.success ? parsed.data : [];
}

function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The consumer directory (/api/brands) shows the same rows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBrandsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
      ]),
  });
}

/** POST /api/admin/brands (no id) or PUT /api/admin/brands/{id}. */
export function useSaveBrand() {
  return useInvalidatingMutation(async ({ id, input }: { id: string | null; input: BrandInput }) =>
    adminBrandSchema.parse(
      id === null
        ? await api.post('/api/admin/brands', input)
        : await api.put(`/api/admin/brands/${encodeURIComponent(id)}`, input),
    ),
  );
}

/** DELETE /api/admin/brands/{id} (a recent confirmation required). */
export function useDeleteBrand() {
  return useInvalidatingMutation(async (id: string) => {
    await api.delete(`/api/admin/brands/${encodeURIComponent(id)}`);
  });
}

/** POST /api/admin/brands/{id}/merge: `sourceId` merged into `targetId` (a recent confirmation required). */
export function useMergeBrands() {
  return useInvalidatingMutation(
    async ({ sourceId, targetId }: { sourceId: string; targetId: string }) =>
      brandMergeResultSchema.parse(
        await api.post(`/api/admin/brands/${encodeURIComponent(sourceId)}/merge`, {
          target_id: targetId,
        }),
      ),
  );
}

/** POST /api/admin/brands/import: a dry run previews, otherwise all rows or none. */
export function useImportBrands() {
  return useInvalidatingMutation(
    async (input: { format: BrandFileFormat; content: string; dry_run: boolean }) =>
      brandImportResultSchema.parse(await api.post('/api/admin/brands/import', input)),
  );
}
