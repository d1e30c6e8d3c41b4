import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminJourneyDetailSchema,
  type AdminJourneyDetail,
} from '@updately/shared/admin-journeys-api';

import { api } from '../../../lib/api-client';
import { adminJourneysKeys } from './journeys-list';

/** GET /api/admin/journeys/{id}: personal values masked. */
export async function getAdminJourney(id: string, signal?: AbortSignal) {
  const body = await api.get<AdminJourneyDetail>(`/api/admin/journeys/${encodeURIComponent(id)}`, {
    signal,
  });
  return adminJourneyDetailSchema.parse(body);
}

export const adminJourneyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminJourneysKeys.detail(id),
    queryFn: ({ signal }) => getAdminJourney(id, signal),
  });

export function useAdminJourney(id: string) {
  return useQuery(adminJourneyQueryOptions(id));
}
