import { useSyncExternalStore } from 'react';

/** Why the signed-in area is being left: each has its own message and destination. */
export type SessionEndReason = 'signed-out' | 'deleted' | 'invalid';

let current: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Marks the session as ending; false when it already is (the first reason wins, so a deleted
 * profile seen by both the live stream and the periodic check shows one message).
 */
export function beginSessionEnding(reason: SessionEndReason): boolean {
  if (current) return false;
  current = reason;
  emit();
  return true;
}

/** A new sign-in, or a fresh visit to the signed-in area, starts over. */
export function clearSessionEnding() {
  if (!current) return;
  current = null;
  emit();
}

/** The reason the session is ending, or null; the guards show a spinner instead of redirecting. */
export function useSessionEnding() {
  return useSyncExternalStore(subscribe, () => current);
}
