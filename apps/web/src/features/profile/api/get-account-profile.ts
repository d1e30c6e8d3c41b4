import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountProfileSchema, type AccountProfile } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';

export async function getAccountProfile({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AccountProfile> {
  return accountProfileSchema.parse(await api.get('/api/account/profile', { signal }));
}

export const accountProfileQueryOptions = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => getAccountProfile({ signal }),
});

export function useAccountProfile() {
  return useQuery(accountProfileQueryOptions);
}
