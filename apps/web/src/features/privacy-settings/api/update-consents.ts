import { queryOptions, useQuery } from '@tanstack/react-query';
import { updateConsentListSchema, type UpdateConsentList } from '@updately/shared/updates-api';

import { api } from '../../../lib/api-client';

export async function getUpdateConsents(signal?: AbortSignal): Promise<UpdateConsentList> {
  return updateConsentListSchema.parse(await api.get('/api/account/update-consents', { signal }));
}

/** Every approval to tell a company, newest first. */
export function useUpdateConsents() {
  return useQuery(
    queryOptions({
      queryKey: ['account', 'update-consents'],
      queryFn: ({ signal }) => getUpdateConsents(signal),
    }),
  );
}
