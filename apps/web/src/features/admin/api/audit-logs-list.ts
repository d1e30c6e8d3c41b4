import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  adminAuditLogListSchema,
  type AdminAuditLogList,
} from '@updately/shared/admin-audit-logs-api';
import type { AuditResourceType } from '@updately/shared/activity-api';
import type { ListOrder } from '@updately/shared/admin-time-range';

import { api } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 25;

export type AuditFilters = {
  /** An email address or a user id. */
  user?: string;
  action?: string;
  resource_type?: AuditResourceType;
  resource_id?: string;
  /** ISO instants: from (inclusive) and to (exclusive). */
  from?: string;
  to?: string;
};

/** Everything the audit page caches: the list pages and the action names. */
export const adminAuditKeys = {
  all: ['admin', 'audit-logs'] as const,
  list: (filters: AuditFilters, order: ListOrder) =>
    [...adminAuditKeys.all, 'list', filters, order] as const,
  actions: () => [...adminAuditKeys.all, 'actions'] as const,
};

function filterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  return params;
}

/** GET /api/admin/audit-logs: one page, continuing after `cursor`. */
export async function listAuditLogs(
  filters: AuditFilters,
  order: ListOrder,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminAuditLogList> {
  const params = filterParams(filters);
  params.set('order', order);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return adminAuditLogListSchema.parse(
    await api.get(`/api/admin/audit-logs?${params}`, { signal }),
  );
}

/** The CSV of the same filters (newest first), for a download link. */
export function auditLogsCsvUrl(filters: AuditFilters): string {
  const params = filterParams(filters).toString();
  return `/api/admin/audit-logs/export.csv${params ? `?${params}` : ''}`;
}

export const auditLogsQueryOptions = (filters: AuditFilters, order: ListOrder) =>
  infiniteQueryOptions({
    queryKey: adminAuditKeys.list(filters, order),
    queryFn: ({ pageParam, signal }) => listAuditLogs(filters, order, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The list with "Load more": each page continues from the last one's cursor. */
export function useAuditLogs(filters: AuditFilters, order: ListOrder) {
  return useInfiniteQuery(auditLogsQueryOptions(filters, order));
}
