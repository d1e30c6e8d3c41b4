import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Says no to an invitation: its link stops working. */
export async function declineInvitation(invitationId: string): Promise<void> {
  await api.post('/api/auth/organization/reject-invitation', { invitationId });
}

export function useDeclineInvitation() {
  return useMutation({ mutationFn: declineInvitation });
}
