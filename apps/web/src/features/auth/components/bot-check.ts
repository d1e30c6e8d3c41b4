import type { RefObject } from 'react';

import type { TurnstileHandle } from '../../../lib/turnstile-widget';

/** Shown when Turnstile has not handed out a token (still checking, or blocked). */
export const BOT_CHECK_FAILED =
  'The bot check did not finish. Wait a moment for it to complete, then try again.';

/** The widget's token, waiting briefly for it; null when none comes. */
export async function botCheckToken(widget: RefObject<TurnstileHandle | null>) {
  try {
    return (await widget.current?.getToken()) ?? null;
  } catch {
    return null;
  }
}
