import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  errorGroupDetailSchema,
  errorGroupListSchema,
  errorGroupSchema,
  type ErrorGroupStatus,
  type ErrorSource,
} from '@updately/shared/admin-error-logs-api';

import { api } from '../../../lib/api-client';

export type ErrorGroupFilters = { status?: ErrorGroupStatus; source?: ErrorSource };

export const errorGroupsQueryKey = ['admin', 'error-groups'] as const;
const PAGE_SIZE = 50;

/** GET /api/admin/error-groups: most recently seen first, a page at a time ("Load more"). */
export function useErrorGroups(filters: ErrorGroupFilters) {
  return useInfiniteQuery({
    queryKey: [...errorGroupsQueryKey, 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filters.status) params.set('status', filters.status);
      if (filters.source) params.set('source', filters.source);
      if (pageParam) params.set('cursor', pageParam);
      return errorGroupListSchema.parse(
        await api.get(`/api/admin/error-groups?${params}`, { signal }),
      );
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/error-groups/{fingerprint}: the group and its newest occurrences. */
export function useErrorGroup(fingerprint: string | null) {
  return useQuery({
    queryKey: [...errorGroupsQueryKey, 'detail', fingerprint],
    enabled: fingerprint !== null,
    queryFn: async ({ signal }) =>
      errorGroupDetailSchema.parse(
        await api.get(`/api/admin/error-groups/${encodeURIComponent(fingerprint!)}`, { signal }),
      ),
  });
}

/** POST .../resolve or .../reopen. */
export function useSetErrorGroupResolved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fingerprint, resolve }: { fingerprint: string; resolve: boolean }) =>
      errorGroupSchema.parse(
        await api.post(
          `/api/admin/error-groups/${encodeURIComponent(fingerprint)}/${resolve ? 'resolve' : 'reopen'}`,
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: errorGroupsQueryKey }),
  });
}
