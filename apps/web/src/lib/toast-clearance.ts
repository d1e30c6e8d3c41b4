import { useEffect, useSyncExternalStore, type RefObject } from 'react';

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
  return useSyncExternalStore(subscribe, () => clearance);
}

/** Keeps toasts above `bar` (a sticky footer) while it is on the page, as tall as it is. */
export function useClearToastsAbove(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => setClearance(Math.ceil(element.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setClearance(0);
    };
  }, [bar]);
}
