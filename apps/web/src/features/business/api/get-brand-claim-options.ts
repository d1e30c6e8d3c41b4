import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandClaimOptionsSchema, type BrandClaimOptions } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** How a brand may be claimed: a DNS record, a code to one of its addresses, or admin review. */
export async function getBrandClaimOptions(
  orgId: string,
  brandId: string,
  signal?: AbortSignal,
): Promise<BrandClaimOptions> {
  const path = orgApiPath(orgId, `/claim-options/${encodeURIComponent(brandId)}`);
  return brandClaimOptionsSchema.parse(await api.get(path, { signal }));
}

export const brandClaimOptionsQueryOptions = (orgId: string, brandId: string) =>
  queryOptions({
    queryKey: [...businessKeys.claims(orgId), 'options', brandId] as const,
    queryFn: ({ signal }) => getBrandClaimOptions(orgId, brandId, signal),
  });

/** Waits for a brand to be chosen. */
export function useBrandClaimOptions(orgId: string, brandId: string | null) {
  return useQuery({
    ...brandClaimOptionsQueryOptions(orgId, brandId ?? ''),
    enabled: brandId !== null,
  });
}
