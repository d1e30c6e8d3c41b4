import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { brandPageSchema, type BrandPage } from '@updately/shared/brands-api';

import { api } from '../../../lib/api-client';

const PAGE_SIZE = 8;

/** The brand directory's first matches for `q` (GET /api/brands). */
export async function searchDirectory(q: string, signal?: AbortSignal): Promise<BrandPage> {
  const params = new URLSearchParams({ q, page: '1', pageSize: String(PAGE_SIZE) });
  return brandPageSchema.parse(await api.get(`/api/brands?${params}`, { signal }));
}

export const directorySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['journeys', 'directory-search', q] as const,
    queryFn: ({ signal }) => searchDirectory(q, signal),
    placeholderData: keepPreviousData,
  });

/** Searches once the text has two characters or more. */
export function useDirectorySearch(q: string) {
  return useQuery({ ...directorySearchQueryOptions(q), enabled: q.length >= 2 });
}
