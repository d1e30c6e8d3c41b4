import { useRef, useState, type KeyboardEvent } from 'react';

/** Where each key starts looking, and which way it goes past a disabled control. */
const MOVES: Record<string, (index: number, count: number) => [start: number, step: 1 | -1]> = {
  ArrowDown: (i) => [i + 1, 1],
  ArrowRight: (i) => [i + 1, 1],
  ArrowUp: (i) => [i - 1, -1],
  ArrowLeft: (i) => [i - 1, -1],
  Home: () => [0, 1],
  End: (_i, n) => [n - 1, -1],
};

/**
 * A roving tabindex over a group of `count` controls: one tab stop for the group, the arrow keys
 * (and Home, End) move between its controls, wrapping around and skipping disabled ones.
 */
export function useRovingFocus(count: number, disabled: readonly boolean[] = []) {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const wanted = Math.min(active, Math.max(count - 1, 0));
  // The group's tab stop is never a disabled control (it could not take focus).
  const current = disabled[wanted]
    ? Math.max(
        disabled.findIndex((off, index) => !off && index < count),
        0,
      )
    : wanted;

  const move = (event: KeyboardEvent, from: number) => {
    const how = MOVES[event.key];
    if (!how || count === 0) return;
    event.preventDefault();
    const [start, step] = how(from, count);
    for (let tries = 0; tries < count; tries += 1) {
      const next = (((start + step * tries) % count) + count) % count;
      const item = items.current[next];
      if (item && !item.hasAttribute('disabled')) {
        item.focus();
        setActive(next);
        return;
      }
    }
  };

  return (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown: (event: KeyboardEvent) => move(event, index),
  });
}
