import { useRef } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

import type { TurnstileHandle } from '../../../lib/turnstile-widget';

/** Shown when Turnstile has not handed out a token (still checking, or blocked). */
const BOT_CHECK_FAILED =
  'The bot check did not finish. Wait a moment for it to complete, then try again.';

/**
 * The auth forms' bot check: give `botCheck` to <BotCheck ref>, and send through `withBotCheck`,
 * which hands `send` a token (or shows the form-wide error when none comes) and resets the widget
 * afterwards, since tokens are single-use.
 */
export function useBotCheck<V extends FieldValues>(setError: UseFormSetError<V>) {
  const botCheck = useRef<TurnstileHandle>(null);

  const withBotCheck = async (send: (captchaToken: string) => Promise<void>) => {
    const captchaToken = await botCheck.current?.getToken().catch(() => null);
    if (!captchaToken) {
      setError('root.botCheck', { message: BOT_CHECK_FAILED });
      return;
    }
    try {
      await send(captchaToken);
    } finally {
      botCheck.current?.reset();
    }
  };

  return { botCheck, withBotCheck };
}
