/** The auth events the app handles (SPEC.md section 4), in the spec's order. */
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

export type AuthEventListener = (event: AuthEvent) => void;
const listeners = new Set<AuthEventListener>();

/** Follows every auth event; returns the function that stops following. */
export function onAuthEvent(listener: AuthEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every follower; one follower failing never keeps the event from the others. */
export function emitAuthEvent(event: AuthEvent) {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.warn(`Auth event ${event}: a handler failed`, error);
    }
  }
}
