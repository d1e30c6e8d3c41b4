import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { invitationSchema } from './organization-members';

const invitationDetailSchema = invitationSchema.extend({
  organizationName: z.string(),
  inviterEmail: z.string(),
});
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

/** An invitation to the signed-in user, with the organisation's name and who sent it. */
export async function getInvitation(id: string, signal?: AbortSignal): Promise<InvitationDetail> {
  const params = new URLSearchParams({ id });
  const body = await api.get(`/api/auth/organization/get-invitation?${params}`, { signal });
  return invitationDetailSchema.parse(body);
}

export const invitationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: businessKeys.invitation(id),
    queryFn: ({ signal }) => getInvitation(id, signal),
    retry: false,
    // Once answered it is gone: never shown again from the cache.
    gcTime: 0,
  });

export function useInvitation(id: string) {
  return useQuery(invitationQueryOptions(id));
}
