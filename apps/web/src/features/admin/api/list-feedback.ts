import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminFeedbackListSchema,
  type AdminFeedbackList,
  type FeedbackStatus,
} from '@updately/shared/feedback-api';
import type { FeedbackType } from '@updately/shared/feedback';

import { api } from '../../../lib/api-client';

export type FeedbackFilters = {
  status?: FeedbackStatus;
  type?: FeedbackType;
  limit: number;
  offset: number;
};

export const adminFeedbackQueryKey = ['admin', 'feedback'] as const;

/** GET /api/admin/feedback: newest first, with the author. */
export async function listFeedback(
  filters: FeedbackFilters,
  signal?: AbortSignal,
): Promise<AdminFeedbackList> {
  const params = new URLSearchParams({
    limit: String(filters.limit),
    offset: String(filters.offset),
  });
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  return adminFeedbackListSchema.parse(await api.get(`/api/admin/feedback?${params}`, { signal }));
}

export function feedbackListQueryOptions(filters: FeedbackFilters) {
  return queryOptions({
    queryKey: [...adminFeedbackQueryKey, filters],
    queryFn: ({ signal }) => listFeedback(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackList(filters: FeedbackFilters) {
  return useQuery(feedbackListQueryOptions(filters));
}
