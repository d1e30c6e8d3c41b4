import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

const acceptedSchema = z.object({ member: z.object({ organizationId: z.string() }) });

/** Joins the organisation that sent the invitation: answers its id. */
export async function acceptInvitation(invitationId: string): Promise<{ organizationId: string }> {
  const body = await api.post('/api/auth/organization/accept-invitation', { invitationId });
  return { organizationId: acceptedSchema.parse(body).member.organizationId };
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The invitation's own query is dropped once its page is left (gcTime 0).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.organizations }),
  });
}
