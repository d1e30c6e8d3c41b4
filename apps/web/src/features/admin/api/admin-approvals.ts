import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApprovalListSchema,
  approvalResultSchema,
  type AdminApproval,
} from '@updately/shared/admin-approvals-api';
import { generatedLinkSchema, type GeneratedLink } from '@updately/shared/admin-users-api';

import { api, toApiClientError } from '../../../lib/api-client';
import { adminUsersKeys } from './users-list';

export const adminApprovalsQueryKey = ['admin', 'approvals'] as const;

/** GET /api/admin/approvals: what waits for a second admin, and approved links to reveal. */
export function adminApprovalsQueryOptions() {
  return queryOptions({
    queryKey: adminApprovalsQueryKey,
    queryFn: async ({ signal }): Promise<AdminApproval[]> =>
      adminApprovalListSchema.parse(await api.get('/api/admin/approvals', { signal })).approvals,
  });
}

export function useAdminApprovals() {
  return useQuery(adminApprovalsQueryOptions());
}

export type ApprovalDecision = 'approve' | 'reject' | 'cancel';

const approvalPath = (id: string, rest: string) =>
  `/api/admin/approvals/${encodeURIComponent(id)}/${rest}`;

/**
 * POST …/approve, …/reject or …/cancel; an approval changes the user it is about, and the
 * security overview (two-factor adoption, the admins, their recent actions), too.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: ApprovalDecision }) =>
      approvalResultSchema.parse(await api.post(approvalPath(id, decision), {})).approval,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminApprovalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'security'] }),
      ]),
  });
}

/** POST …/link: the approved link, shown once to the admin who asked (never kept here). */
export function useRevealApprovalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<GeneratedLink> =>
      generatedLinkSchema.parse(await api.post(approvalPath(id, 'link'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApprovalsQueryKey }),
  });
}

/**
 * POST …/document: the approved document, once, stamped for the admin who asked; saved as a file
 * (the browser keeps nothing else of it).
 */
export function useOpenApprovedDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      const response = await fetch(approvalPath(id, 'document'), {
        method: 'POST',
        credentials: 'same-origin',
      });
      if (!response.ok) throw await toApiClientError(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'document-stamped.pdf';
      link.click();
      URL.revokeObjectURL(url);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApprovalsQueryKey }),
  });
}
