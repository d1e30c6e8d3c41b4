import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { invitationSchema, type Invitation } from './organization-members';

/** The organisation's invitations still waiting for an answer (owners and admins). */
export async function listPendingInvitations(
  orgId: string,
  signal?: AbortSignal,
): Promise<Invitation[]> {
  const params = new URLSearchParams({ organizationId: orgId });
  const body = await api.get(`/api/auth/organization/list-invitations?${params}`, { signal });
  return z
    .array(invitationSchema)
    .parse(body)
    .filter((invitation) => invitation.status === 'pending');
}

export const invitationsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: businessKeys.invitations(orgId),
    queryFn: ({ signal }) => listPendingInvitations(orgId, signal),
  });

export function usePendingInvitations(orgId: string, { enabled = true } = {}) {
  return useQuery({ ...invitationsQueryOptions(orgId), enabled });
}
