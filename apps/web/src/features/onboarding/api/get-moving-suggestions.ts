import { useQuery } from '@tanstack/react-query';
import { brandPageSchema, type BrandPage } from '@updately/shared/brands-api';

import { api } from '../../../lib/api-client';

export async function getMovingSuggestions(signal?: AbortSignal): Promise<BrandPage> {
  return brandPageSchema.parse(
    await api.get('/api/brands?set=moving_suggestions&pageSize=100', { signal }),
  );
}

/** Every likely answer of Moving Home's questions, each marked if already a footprint. */
export function useMovingSuggestions() {
  return useQuery({
    queryKey: ['brands', 'set', 'moving_suggestions'] as const,
    queryFn: ({ signal }) => getMovingSuggestions(signal),
  });
}
