import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@updately/shared/me-api';

import { api } from './api-client';
import { emitAuthEvent } from './auth-events';

/** GET /api/me; `safe_mode`: one of the person's journeys is in safe mode (issue 27). */
export type SessionMe = Me & { safe_mode?: boolean };

let initialSessionSeen = false;

/** The first answer of this page load is the INITIAL_SESSION event (signed in or not). */
async function fetchMe(signal: AbortSignal): Promise<SessionMe> {
  const me = await api.get<SessionMe>('/api/me', { signal, skipUnauthorizedHandler: true });
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
