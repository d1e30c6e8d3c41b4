import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@updately/shared/me-api';
import { api } from './api-client';

/** Who is signed in, with their profile and admin flag (user null for visitors). */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => api.get<Me>('/api/me', { signal, skipUnauthorizedHandler: true }),
  staleTime: 60_000,
});

/** What `me` holds once signed out: no session, no profile, no admin flag. */
export const SIGNED_OUT_ME: Me = { user: null, profile: null, isAdmin: false };

export function useMe() {
  return useQuery(meQueryOptions);
}
