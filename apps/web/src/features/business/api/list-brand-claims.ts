import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandClaimListSchema, type BrandClaim } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** The organisation's claims to directory brands, newest first. */
export async function listBrandClaims(orgId: string, signal?: AbortSignal): Promise<BrandClaim[]> {
  return brandClaimListSchema.parse(await api.get(orgApiPath(orgId, '/claims'), { signal })).items;
}

export const brandClaimsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: businessKeys.claims(orgId),
    queryFn: ({ signal }) => listBrandClaims(orgId, signal),
  });

export function useBrandClaims(orgId: string) {
  return useQuery(brandClaimsQueryOptions(orgId));
}
