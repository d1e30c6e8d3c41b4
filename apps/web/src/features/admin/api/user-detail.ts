import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserDetailSchema, type AdminUserDetail } from '@updately/shared/admin-users-api';

import { api } from '../../../lib/api-client';
import { adminUsersKeys } from './users-list';

/** GET /api/admin/users/{id}: profile, counts, journeys, sessions and recent audit entries. */
export async function getUserDetail(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  const body = await api.get(`/api/admin/users/${encodeURIComponent(id)}`, { signal });
  return adminUserDetailSchema.parse(body);
}

export const userDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminUsersKeys.detail(id),
    queryFn: ({ signal }) => getUserDetail(id, signal),
  });

export function useAdminUserDetail(id: string) {
  return useQuery(userDetailQueryOptions(id));
}
