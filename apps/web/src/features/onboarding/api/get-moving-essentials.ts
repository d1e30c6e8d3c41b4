import { useQuery } from '@tanstack/react-query';
import { brandPageSchema, type BrandPage } from '@updately/shared/brands-api';

import { api } from '../../../lib/api-client';

export async function getMovingEssentials(signal?: AbortSignal): Promise<BrandPage> {
  return brandPageSchema.parse(
    await api.get('/api/brands?set=moving_essentials&pageSize=100', { signal }),
  );
}

/** The companies most people tell when they move, each marked if already a footprint. */
export function useMovingEssentials() {
  return useQuery({
    queryKey: ['brands', 'set', 'moving_essentials'] as const,
    queryFn: ({ signal }) => getMovingEssentials(signal),
  });
}
