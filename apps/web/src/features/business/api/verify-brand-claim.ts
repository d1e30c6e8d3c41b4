import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandClaimSchema, type BrandClaim } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys, orgApiPath } from './business-keys';

/** The code from the email: a verified claim sends the brand's requests to the organisation. */
export async function verifyBrandClaim(
  orgId: string,
  { claimId, code }: { claimId: string; code: string },
): Promise<BrandClaim> {
  const path = orgApiPath(orgId, `/claims/${encodeURIComponent(claimId)}/verify`);
  return brandClaimSchema.parse(await api.post(path, { code }));
}

export function useVerifyBrandClaim(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { claimId: string; code: string }) => verifyBrandClaim(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.claims(orgId) }),
  });
}
