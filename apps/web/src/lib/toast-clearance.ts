import { useCallback, useSyncExternalStore } from 'react';

/**
 * How far toasts keep above the bottom of the screen for a sticky action bar, so a message never
 * covers the page's main button (the Review page's "Approve and send").
 */
let clearance = 0;
const listeners = new Set<() => void>();

function setClearance(px: number) {
  if (px === clearance) return;
  clearance = px;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastClearance(): number {
  return useSyncExternalStore(
    subscribe,
    () => clearance,
    () => 0, // prerendered pages have no sticky bar
  );
}

/**
 * A ref for a sticky footer: while it is on the page, toasts keep above it, as tall as it is.
 * (A ref callback: the bar may appear after the page, e.g. once Review has something to send.)
 */
export function useClearToastsAbove() {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar) return;
    const measure = () => setClearance(Math.ceil(bar.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      setClearance(0);
    };
  }, []);
}
