import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approvalRequestedSchema,
  type ApprovalRequested,
} from '@updately/shared/admin-approvals-api';

import { api } from '../../../lib/api-client';
import { adminApprovalsQueryKey } from './admin-approvals';

/** Asks to open one document of a journey: it waits for a second admin in Admin › Security. */
export function useAskDocumentOpen(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string): Promise<ApprovalRequested> =>
      approvalRequestedSchema.parse(
        await api.post(
          `/api/admin/journeys/${encodeURIComponent(journeyId)}/documents/${encodeURIComponent(documentId)}/open`,
          {},
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApprovalsQueryKey }),
  });
}
