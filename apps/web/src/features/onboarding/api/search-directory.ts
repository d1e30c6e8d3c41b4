import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { brandPageSchema, type BrandPage } from '@updately/shared/brands-api';

import { api } from '../../../lib/api-client';

/** How many matches the picker's search lists at once. */
const MATCHES_SHOWN = 8;

export async function searchDirectory(q: string, signal?: AbortSignal): Promise<BrandPage> {
  const params = new URLSearchParams({ q, page: '1', pageSize: String(MATCHES_SHOWN) });
  return brandPageSchema.parse(await api.get(`/api/brands?${params}`, { signal }));
}

export const directorySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['brands', 'search', q] as const,
    queryFn: ({ signal }) => searchDirectory(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

/** The whole directory searched by name, best matches first, each with its channel. */
export function useDirectorySearch(q: string) {
  return useQuery(directorySearchQueryOptions(q));
}
