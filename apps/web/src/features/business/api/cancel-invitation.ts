import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

/** Withdraws an invitation: its link no longer works. */
export async function cancelInvitation(invitationId: string): Promise<void> {
  await api.post('/api/auth/organization/cancel-invitation', { invitationId });
}

export function useCancelInvitation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.invitations(orgId) }),
  });
}
