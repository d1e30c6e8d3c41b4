import type { Me } from '@updately/shared/me-api';

/**
 * Who is visiting a public page, from one GET /api/me per page load: the islands' view of the
 * session (the app keeps its own in the query cache). Null until it answers, and for visitors
 * whose request failed.
 */
let visitor: Me | null = null;
let request: Promise<Me | null> | null = null;
const listeners = new Set<() => void>();

export function loadVisitor(): Promise<Me | null> {
  request ??= fetch('/api/me', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<Me>) : null))
    .catch(() => null)
    .then((me) => {
      visitor = me;
      for (const listener of listeners) listener();
      return me;
    });
  return request;
}

export function subscribeVisitor(listener: () => void) {
  listeners.add(listener);
  void loadVisitor();
  return () => listeners.delete(listener);
}

/** True once GET /api/me named a user. */
export const visitorSignedIn = () => Boolean(visitor?.user);
