// @vitest-environment happy-dom
import { DEFAULT_SAFE_EXIT_URL, LEAVE_ESCAPE_WINDOW_MS } from '@updately/shared/safe-mode';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { escapeTwiceListener, leaveQuickly, replaceHistoryPushes } from './leave-quickly';

describe('leaveQuickly', () => {
  it('replaces the page with the exit URL (no new history entry), the default when none', () => {
    const replace = vi.fn();
    const location = { replace } as unknown as Location;
    leaveQuickly('https://neutral.example/', location);
    leaveQuickly(null, location);
    expect(replace.mock.calls).toEqual([['https://neutral.example/'], [DEFAULT_SAFE_EXIT_URL]]);
  });
});

describe('escapeTwiceListener', () => {
  const setup = () => {
    let time = 0;
    const onLeave = vi.fn();
    const listener = escapeTwiceListener(onLeave, { now: () => time });
    const press = (key: string, at: number) => {
      time = at;
      listener({ key });
    };
    return { onLeave, press };
  };

  it('leaves on two Escapes within the window', () => {
    const { onLeave, press } = setup();
    press('Escape', 1_000);
    expect(onLeave).not.toHaveBeenCalled();
    press('Escape', 1_000 + LEAVE_ESCAPE_WINDOW_MS);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('does not leave when the second Escape comes too late, but that one starts a new pair', () => {
    const { onLeave, press } = setup();
    press('Escape', 0);
    press('Escape', LEAVE_ESCAPE_WINDOW_MS + 1);
    expect(onLeave).not.toHaveBeenCalled();
    press('Escape', LEAVE_ESCAPE_WINDOW_MS + 200);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('another key between the two Escapes breaks the pair; a third Escape starts over', () => {
    const { onLeave, press } = setup();
    press('Escape', 0);
    press('a', 100);
    press('Escape', 200);
    expect(onLeave).not.toHaveBeenCalled();
    press('Escape', 300);
    press('Escape', 400);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('replaceHistoryPushes', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it('turns pushState into replaceState until restored', () => {
    const before = window.history.length;
    const originalPush = window.history.pushState;
    restore = replaceHistoryPushes();
    window.history.pushState({ a: 1 }, '', '/first');
    window.history.pushState({ a: 2 }, '', '/second');
    expect(window.history.length).toBe(before);
    expect(window.location.pathname).toBe('/second');
    expect(window.history.state).toEqual({ a: 2 });

    restore();
    restore = null;
    expect(window.history.pushState).toBe(originalPush);
    window.history.pushState(null, '', '/third');
    expect(window.history.length).toBe(before + 1);
  });
});
