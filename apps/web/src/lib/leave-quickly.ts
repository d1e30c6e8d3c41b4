import { DEFAULT_SAFE_EXIT_URL, LEAVE_ESCAPE_WINDOW_MS } from '@updately/shared/safe-mode';

/**
 * Safe mode's "Leave quickly" (issue 27, ADR 0049): replace the page with a neutral site, so the
 * tab's Back does not return to this one.
 */
export function leaveQuickly(
  exitUrl: string | null | undefined,
  location: Location = window.location,
) {
  location.replace(exitUrl || DEFAULT_SAFE_EXIT_URL);
}

/**
 * A keydown listener that calls `onLeave` when Escape is pressed twice within `windowMs`
 * (a third Escape starts a new pair). `now` is injectable for tests.
 */
export function escapeTwiceListener(
  onLeave: () => void,
  { windowMs = LEAVE_ESCAPE_WINDOW_MS, now = () => Date.now() } = {},
) {
  let lastEscape: number | null = null;
  return (event: Pick<KeyboardEvent, 'key'>) => {
    if (event.key !== 'Escape') {
      lastEscape = null;
      return;
    }
    const at = now();
    if (lastEscape !== null && at - lastEscape <= windowMs) {
      lastEscape = null;
      onLeave();
      return;
    }
    lastEscape = at;
  };
}

/**
 * While safe mode is on, in-app navigation replaces the history entry instead of adding one:
 * `pushState` becomes `replaceState` until the returned function restores it.
 */
export function replaceHistoryPushes(history: History = window.history): () => void {
  const original = Object.getOwnPropertyDescriptor(history, 'pushState');
  const replace = history.replaceState.bind(history);
  Object.defineProperty(history, 'pushState', {
    configurable: true,
    writable: true,
    value: (data: unknown, unused: string, url?: string | URL | null) => replace(data, unused, url),
  });
  return () => {
    if (original) Object.defineProperty(history, 'pushState', original);
    else delete (history as { pushState?: unknown }).pushState;
  };
}
