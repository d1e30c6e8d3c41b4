import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approvalRequestedSchema,
  type ApprovalRequested,
} from '@updately/shared/admin-approvals-api';
import {
  adminUserResultSchema,
  generatedLinkSchema,
  resetMfaResultSchema,
  revokedSessionsSchema,
  type BanUserInput,
  type GeneratedLink,
  type InviteUserInput,
  type LinkType,
} from '@updately/shared/admin-users-api';

import { api, apiRequest } from '../../../lib/api-client';
import { adminApprovalsQueryKey } from './admin-approvals';
import { adminUsersKeys } from './users-list';

/**
 * On another admin, MFA reset, links and admin role changes answer 202: nothing happens until a
 * second admin approves the request in Admin › Security (ADR 0035).
 */
export const isWaiting = (result: object): result is ApprovalRequested => 'approval' in result;
/** Why the requesting admin asks, for the admin who decides. */
type Reason = { reason?: string };

const userPath = (id: string, rest = '') => `/api/admin/users/${encodeURIComponent(id)}${rest}`;

/**
 * The actions on one user. Each refreshes the list and the detail afterwards, whatever the
 * outcome (a refused action may still mean the data moved on).
 */
function useUserMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminApprovalsQueryKey }),
      ]),
  });
}

export const useBanUser = () =>
  useUserMutation(async ({ id, ...input }: BanUserInput & { id: string }) =>
    adminUserResultSchema.parse(await api.post(userPath(id, '/ban'), input)),
  );

export const useUnbanUser = () =>
  useUserMutation(async (id: string) =>
    adminUserResultSchema.parse(await api.post(userPath(id, '/unban'))),
  );

/** PUT /api/admin/users/{id} with isAdmin: grants or revokes the admin role (once approved). */
export const useSetAdmin = () =>
  useUserMutation(async ({ id, ...body }: { id: string; isAdmin: boolean } & Reason) =>
    adminUserResultSchema.or(approvalRequestedSchema).parse(await api.put(userPath(id), body)),
  );

export const useRevokeSessions = () =>
  useUserMutation(async (id: string) =>
    revokedSessionsSchema.parse(await api.delete(userPath(id, '/sessions'))),
  );

export const useResetMfa = () =>
  useUserMutation(async ({ id, ...body }: { id: string } & Reason) =>
    resetMfaResultSchema
      .or(approvalRequestedSchema)
      .parse(await apiRequest(userPath(id, '/factors'), { method: 'DELETE', body })),
  );

export const useDeleteUser = () =>
  useUserMutation(async (id: string) => {
    await api.delete(userPath(id));
  });

export const useInviteUser = () =>
  useUserMutation(async (input: InviteUserInput) =>
    adminUserResultSchema.parse(await api.post('/api/admin/users/invite', input)),
  );

/**
 * A sign-in or recovery link, for the admin to pass on: shown once, never stored here. For
 * another admin, a request instead: the link is revealed in Admin › Security once approved.
 */
export const useGenerateLink = () =>
  useUserMutation(
    async ({
      id,
      ...body
    }: { id: string; type: LinkType } & Reason): Promise<GeneratedLink | ApprovalRequested> =>
      generatedLinkSchema
        .or(approvalRequestedSchema)
        .parse(await api.post(userPath(id, '/links'), body)),
  );
