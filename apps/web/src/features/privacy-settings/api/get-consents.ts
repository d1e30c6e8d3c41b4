import { queryOptions, useQuery } from '@tanstack/react-query';
import { consentsSchema, type Consents } from '@updately/shared/account-api';

import { api } from '../../../lib/api-client';

export async function getConsents({ signal }: { signal?: AbortSignal } = {}): Promise<Consents> {
  return consentsSchema.parse(await api.get('/api/account/consents', { signal }));
}

export const consentsQueryOptions = queryOptions({
  queryKey: ['account', 'consents'],
  queryFn: ({ signal }) => getConsents({ signal }),
});

export function useConsents() {
  return useQuery(consentsQueryOptions);
}
