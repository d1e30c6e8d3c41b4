import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationRole } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { invitationSchema, type Invitation } from './organization-members';

export type InviteMemberInput = { email: string; role: Exclude<OrganizationRole, 'owner'> };

/** Emails an invitation (valid 48 hours) with a link to accept it. */
export async function inviteMember(orgId: string, input: InviteMemberInput): Promise<Invitation> {
  const body = await api.post('/api/auth/organization/invite-member', {
    ...input,
    organizationId: orgId,
  });
  return invitationSchema.parse(body);
}

export function useInviteMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) => inviteMember(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.invitations(orgId) }),
  });
}
