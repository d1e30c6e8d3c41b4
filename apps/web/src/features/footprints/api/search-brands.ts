import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { brandPageSchema, type BrandPage } from '@updately/shared/brands-api';
import type { BrandCategory } from '@updately/shared/brands';

import { api } from '../../../lib/api-client';

export type BrandSearchParams = {
  q?: string;
  category?: BrandCategory;
  page: number;
  pageSize: number;
};

function brandSearchPath({ q, category, page, pageSize }: BrandSearchParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  return `/api/brands?${params}`;
}

export async function searchBrands(
  params: BrandSearchParams,
  signal?: AbortSignal,
): Promise<BrandPage> {
  return brandPageSchema.parse(await api.get(brandSearchPath(params), { signal }));
}

export const brandSearchQueryOptions = (params: BrandSearchParams) =>
  queryOptions({
    queryKey: ['brands', 'search', params] as const,
    queryFn: ({ signal }) => searchBrands(params, signal),
  });

/** One page of the brand directory; the previous page stays on screen while the next loads. */
export function useBrandSearch(params: BrandSearchParams) {
  return useQuery({ ...brandSearchQueryOptions(params), placeholderData: keepPreviousData });
}
