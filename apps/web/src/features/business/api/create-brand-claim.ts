import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandClaimSchema, type BrandClaim } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

export type CreateBrandClaimInput = { brand_id: string; email?: string };

/**
 * Claims a brand: with an address at the brand's website domain a 6-digit code goes there;
 * without one, an admin decides. Asking again sends a new code.
 */
export async function createBrandClaim(
  orgId: string,
  input: CreateBrandClaimInput,
): Promise<BrandClaim> {
  return brandClaimSchema.parse(await api.post(orgApiPath(orgId, '/claims'), input));
}

export function useCreateBrandClaim(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBrandClaimInput) => createBrandClaim(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.claims(orgId) }),
  });
}
