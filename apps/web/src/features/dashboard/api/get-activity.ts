import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityListSchema, type ActivityItem } from '@updately/shared/activity-api';

import { api } from '../../../lib/api-client';

export async function getActivity(signal?: AbortSignal): Promise<ActivityItem[]> {
  const body = activityListSchema.parse(
    await api.get('/api/account/activity?limit=50', { signal }),
  );
  return body.items;
}

export const activityQueryOptions = queryOptions({
  queryKey: ['account', 'activity'],
  queryFn: ({ signal }) => getActivity(signal),
});

export function useActivity() {
  return useQuery(activityQueryOptions);
}
