import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSessionListSchema, type AccountSessionList } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';

export async function listSessions({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AccountSessionList> {
  return accountSessionListSchema.parse(await api.get('/api/account/sessions', { signal }));
}

export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: ({ signal }) => listSessions({ signal }),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
