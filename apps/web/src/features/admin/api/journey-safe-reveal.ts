import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approvalRequestedSchema,
  type ApprovalRequested,
} from '@updately/shared/admin-approvals-api';

import { api } from '../../../lib/api-client';
import { adminApprovalsQueryKey } from './admin-approvals';

/**
 * POST /api/admin/journeys/{id}/safe-reveal-requests: asks to see a safe-mode journey's personal
 * values once; it waits for a second admin in Admin › Security.
 */
export function useAskSafeJourneyReveal(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string): Promise<ApprovalRequested> =>
      approvalRequestedSchema.parse(
        await api.post(
          `/api/admin/journeys/${encodeURIComponent(journeyId)}/safe-reveal-requests`,
          reason.trim() ? { reason: reason.trim() } : {},
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApprovalsQueryKey }),
  });
}
