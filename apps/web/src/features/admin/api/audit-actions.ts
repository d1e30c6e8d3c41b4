import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAuditActionsSchema } from '@updately/shared/admin-audit-logs-api';

import { api } from '../../../lib/api-client';
import { adminAuditKeys } from './audit-logs-list';

/** GET /api/admin/audit-logs/actions: every action recorded, A to Z. */
export async function listAuditActions(signal?: AbortSignal): Promise<string[]> {
  const body = await api.get('/api/admin/audit-logs/actions', { signal });
  return adminAuditActionsSchema.parse(body).actions;
}

export const auditActionsQueryOptions = () =>
  queryOptions({
    queryKey: adminAuditKeys.actions(),
    queryFn: ({ signal }) => listAuditActions(signal),
    staleTime: 60_000,
  });

export function useAuditActions() {
  return useQuery(auditActionsQueryOptions());
}
