import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandClaimSchema, type BrandClaim } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** Looks for the claim's TXT record: found, the claim is verified. */
export async function checkBrandClaimDns(orgId: string, claimId: string): Promise<BrandClaim> {
  const path = orgApiPath(orgId, `/claims/${encodeURIComponent(claimId)}/check-dns`);
  return brandClaimSchema.parse(await api.post(path, {}));
}

export function useCheckBrandClaimDns(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => checkBrandClaimDns(orgId, claimId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.claims(orgId) }),
  });
}
