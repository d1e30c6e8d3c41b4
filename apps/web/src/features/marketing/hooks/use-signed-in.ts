import { useMe } from '../../../lib/session';

/** True once GET /api/me says someone is signed in; false while it loads and for visitors. */
export function useSignedIn(): boolean {
  return Boolean(useMe().data?.user);
}
