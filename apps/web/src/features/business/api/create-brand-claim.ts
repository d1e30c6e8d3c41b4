import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  brandClaimSchema,
  type BrandClaim,
  type CreateBrandClaimInput,
} from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/**
 * Claims a brand by one of its paths: `dns` (a TXT record to publish), `email_code` (a code to
 * one of the brand's addresses; asking again sends a new one) or `admin` (an admin decides).
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
