import { useSyncExternalStore } from 'react';

/**
 * Whether the public site's mobile menu is open: shared by the header's toggle and the footer's
 * (separate islands on a prerendered page).
 */
let open = false;
const listeners = new Set<() => void>();

export function setMenuOpen(next: boolean) {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
