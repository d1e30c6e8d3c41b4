import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

/** One way of signing in: 'credential' (email and password) or a provider such as 'google'. */
const linkedAccountSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  accountId: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** better-auth's GET /api/auth/list-accounts. */
export async function listLinkedAccounts({ signal }: { signal?: AbortSignal } = {}): Promise<
  LinkedAccount[]
> {
  return z.array(linkedAccountSchema).parse(await api.get('/api/auth/list-accounts', { signal }));
}

export const linkedAccountsQueryOptions = queryOptions({
  queryKey: ['account', 'linked-accounts'],
  queryFn: ({ signal }) => listLinkedAccounts({ signal }),
});

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions);
}
