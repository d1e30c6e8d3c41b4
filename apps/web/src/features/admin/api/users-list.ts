import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  adminUserListSchema,
  type AdminUserList,
  type Flag,
  type UserRoleFilter,
} from '@updately/shared/admin-users-api';

import { api } from '../../../lib/api-client';

export const USERS_PAGE_SIZE = 25;

export type UserFilters = {
  q?: string;
  role?: UserRoleFilter;
  verified?: Flag;
  banned?: Flag;
  mfa?: Flag;
};

/** Everything the users page caches: the list pages and each user's detail. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: UserFilters) => [...adminUsersKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminUsersKeys.all, 'detail', id] as const,
};

/** GET /api/admin/users: one page, newest first, continuing after `cursor`. */
export async function listUsers(
  filters: UserFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminUserList> {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  return adminUserListSchema.parse(await api.get(`/api/admin/users?${params}`, { signal }));
}

export const usersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: adminUsersKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listUsers(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new search keeps the old rows on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

/** The list with "Load more": each page continues from the last one's cursor. */
export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}
