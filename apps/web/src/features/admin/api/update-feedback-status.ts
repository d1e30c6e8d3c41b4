import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackStatus } from '@updately/shared/feedback-api';

import { api } from '../../../lib/api-client';
import { adminFeedbackQueryKey } from './list-feedback';

/** PATCH /api/admin/feedback/{id}. */
export function updateFeedbackStatus({ id, status }: { id: string; status: FeedbackStatus }) {
  return api.patch<Feedback>(`/api/admin/feedback/${encodeURIComponent(id)}`, { status });
}

export function useUpdateFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedbackStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFeedbackQueryKey }),
  });
}
