import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandPageSchema, type BrandPage } from '@updately/shared/brands-api';
import type { BrandCategory } from '@updately/shared/brands';

import { api } from '../../../lib/api-client';

/** The most brands one onboarding list shows; past it, the user searches within the category. */
const CATEGORY_PAGE_SIZE = 100;

export async function getCategoryBrands(
  category: BrandCategory,
  q: string,
  signal?: AbortSignal,
): Promise<BrandPage> {
  const params = new URLSearchParams({
    category,
    page: '1',
    pageSize: String(CATEGORY_PAGE_SIZE),
  });
  if (q) params.set('q', q);
  return brandPageSchema.parse(await api.get(`/api/brands?${params}`, { signal }));
}

export const categoryBrandsQueryOptions = (category: BrandCategory, q: string) =>
  queryOptions({
    queryKey: ['brands', 'category', category, q] as const,
    queryFn: ({ signal }) => getCategoryBrands(category, q, signal),
  });

/** A category's brands by name (the first 100, or those matching `q`), each marked if added. */
export function useCategoryBrands(category: BrandCategory, q: string) {
  return useQuery(categoryBrandsQueryOptions(category, q));
}
