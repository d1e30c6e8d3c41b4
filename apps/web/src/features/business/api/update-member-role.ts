import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationRole } from '@updately/shared/business-api';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

export type UpdateMemberRoleInput = { memberId: string; role: OrganizationRole };

/** Gives a member another role (better-auth checks who may). */
export async function updateMemberRole(orgId: string, input: UpdateMemberRoleInput) {
  await api.post('/api/auth/organization/update-member-role', { ...input, organizationId: orgId });
}

export function useUpdateMemberRole(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberRoleInput) => updateMemberRole(orgId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.members(orgId) }),
  });
}
