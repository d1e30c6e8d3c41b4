import { useMutation, useQueryClient } from '@tanstack/react-query';
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

import { api } from '../../../lib/api-client';
import { adminUsersKeys } from './users-list';

const userPath = (id: string, rest = '') => `/api/admin/users/${encodeURIComponent(id)}${rest}`;

/**
 * The actions on one user. Each refreshes the list and the detail afterwards, whatever the
 * outcome (a refused action may still mean the data moved on).
 */
function useUserMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
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

/** PUT /api/admin/users/{id} with isAdmin: grants or revokes the admin role. */
export const useSetAdmin = () =>
  useUserMutation(async ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
    adminUserResultSchema.parse(await api.put(userPath(id), { isAdmin })),
  );

export const useRevokeSessions = () =>
  useUserMutation(async (id: string) =>
    revokedSessionsSchema.parse(await api.delete(userPath(id, '/sessions'))),
  );

export const useResetMfa = () =>
  useUserMutation(async (id: string) =>
    resetMfaResultSchema.parse(await api.delete(userPath(id, '/factors'))),
  );

export const useDeleteUser = () =>
  useUserMutation(async (id: string) => {
    await api.delete(userPath(id));
  });

export const useInviteUser = () =>
  useUserMutation(async (input: InviteUserInput) =>
    adminUserResultSchema.parse(await api.post('/api/admin/users/invite', input)),
  );

/** A sign-in or recovery link, for the admin to pass on: shown once, never stored here. */
export const useGenerateLink = () =>
  useUserMutation(async ({ id, type }: { id: string; type: LinkType }): Promise<GeneratedLink> =>
    generatedLinkSchema.parse(await api.post(userPath(id, '/links'), { type })),
  );
