import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

/** Takes a member out of the organisation. */
export async function removeMember(orgId: string, memberId: string): Promise<void> {
  await api.post('/api/auth/organization/remove-member', {
    memberIdOrEmail: memberId,
    organizationId: orgId,
  });
}

export function useRemoveMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(orgId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.members(orgId) }),
  });
}
