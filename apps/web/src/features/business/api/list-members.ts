import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { businessKeys } from './business-keys';
import { memberSchema, type Member } from './organization-members';

const memberListSchema = z.object({ members: z.array(memberSchema), total: z.number() });

/** The organisation's members with their roles (better-auth's list-members). */
export async function listMembers(orgId: string, signal?: AbortSignal): Promise<Member[]> {
  const params = new URLSearchParams({ organizationId: orgId, limit: '200' });
  const body = await api.get(`/api/auth/organization/list-members?${params}`, { signal });
  return memberListSchema.parse(body).members;
}

export const membersQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: businessKeys.members(orgId),
    queryFn: ({ signal }) => listMembers(orgId, signal),
  });

export function useMembers(orgId: string) {
  return useQuery(membersQueryOptions(orgId));
}
