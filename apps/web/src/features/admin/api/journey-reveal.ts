import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJourneyRevealSchema } from '@updately/shared/admin-journeys-api';

import { api } from '../../../lib/api-client';
import { adminAuditKeys } from './audit-logs-list';

/**
 * POST /api/admin/journeys/{id}/reveal: the journey's personal values, once the server has
 * recorded the reveal. They are kept only by the caller (never in the query cache).
 */
export async function revealAdminJourney(id: string) {
  const body = await api.post(`/api/admin/journeys/${encodeURIComponent(id)}/reveal`);
  return adminJourneyRevealSchema.parse(body);
}

export function useRevealAdminJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealAdminJourney,
    // Personal values leave memory with the dialog that shows them.
    gcTime: 0,
    // The reveal is a new audit entry (and maybe a new action in the filter).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
  });
}
