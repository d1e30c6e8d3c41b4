import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@updately/shared/me-api';

import { api } from './api-client';
import { emitAuthEvent } from './auth-events';

let initialSessionSeen = false;

/** The first answer of this page load is the INITIAL_SESSION event (signed in or not). */
async function fetchMe(signal: AbortSignal): Promise<Me> {
  const me = await api.get<Me>('/api/me', { signal, skipUnauthorizedHandler: true });
  if (!initialSessionSeen) {
    initialSessionSeen = true;
    emitAuthEvent('INITIAL_SESSION');
  }
  return me;
}

/** Who is signed in, with their profile and admin flag (user null for visitors). */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
});

/** What `me` holds once signed out: no session, no profile, no admin flag. */
export const SIGNED_OUT_ME: Me = {
  user: null,
  profile: null,
  isAdmin: false,
  isBusinessMember: false,
  safe_mode: false,
};

export function useMe() {
  return useQuery(meQueryOptions);
}
