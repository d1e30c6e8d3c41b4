import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useImperativeHandle, useRef, type Ref } from 'react';

import { offlineFallbackToken } from './turnstile-fallback';
import { cn } from './utils';

export type TurnstileHandle = {
  /** Clears the token and asks Cloudflare for a new one (tokens are single-use). */
  reset(): void;
  /** The current token, or the next one the widget produces; rejects after `timeoutMs`. */
  getToken(timeoutMs?: number): Promise<string>;
};

type TurnstileWidgetProps = {
  /** From GET /api/config (`turnstileSiteKey`). */
  siteKey: string;
  /** Cloudflare's analytics label for this form, e.g. 'newsletter' or 'signup'. */
  action?: string;
  /** Called with each new token, and with null when it expires, fails or is reset. */
  onTokenChange?: (token: string | null) => void;
  className?: string;
  ref?: Ref<TurnstileHandle>;
};

const DEFAULT_TOKEN_TIMEOUT_MS = 15_000;

/**
 * Cloudflare Turnstile (the spec's bot-check widget), loaded from challenges.cloudflare.com only
 * when rendered. Forms send `getToken()` with their request and `reset()` after it.
 */
export function TurnstileWidget({
  siteKey,
  action,
  onTokenChange,
  className,
  ref,
}: TurnstileWidgetProps) {
  const widget = useRef<TurnstileInstance>(null);
  const token = useRef<string | null>(null);
  const waiting = useRef<((token: string) => void)[]>([]);

  const setToken = (value: string | null) => {
    token.current = value;
    if (value) for (const resolve of waiting.current.splice(0)) resolve(value);
    onTokenChange?.(value);
  };

  useImperativeHandle(ref, () => ({
    reset() {
      setToken(null);
      widget.current?.reset();
    },
    getToken(timeoutMs = DEFAULT_TOKEN_TIMEOUT_MS) {
      if (token.current) return Promise.resolve(token.current);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.current = waiting.current.filter((w) => w !== done);
          reject(new Error('The bot check did not answer in time.'));
        }, timeoutMs);
        const done = (value: string) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiting.current.push(done);
      });
    },
  }));

  return (
    <Turnstile
      ref={widget}
      siteKey={siteKey}
      className={cn('min-h-[65px]', className)}
      options={{ action, theme: 'light', size: 'flexible', language: 'en' }}
      // The script did not load (offline): with the test key, the documented dummy token at once
      // rather than a form that fails after waiting.
      scriptOptions={{ onError: () => setToken(offlineFallbackToken(siteKey)) }}
      onSuccess={(value) => setToken(value)}
      onExpire={() => setToken(null)}
      onError={() => setToken(null)}
    />
  );
}
