import { Suspense, useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';

import { LazyTurnstileWidget } from '../../lib/lazy-turnstile-widget';
import { usePublicConfig } from '../../lib/public-config';
import type { TurnstileHandle } from '../../lib/turnstile-widget';

const LOAD_TIMEOUT_MS = 15_000;

type BotCheckProps = {
  /** Cloudflare's analytics label for this form, e.g. 'newsletter' or 'signup'. */
  action: string;
  /** False until the form is in use (see useFormInUse): the widget loads nothing before. */
  active?: boolean;
  ref?: Ref<TurnstileHandle>;
};

/**
 * The bot check (Turnstile) slot of a form. Its space is kept from the start, so the widget
 * appears without moving anything; it loads as its own chunk, and `getToken()` on the handle waits
 * for it to be there, so a form submitted before it has loaded still gets a token.
 */
export function BotCheck({ action, active = true, ref }: BotCheckProps) {
  const config = usePublicConfig();
  const widget = useRef<TurnstileHandle | null>(null);
  const waiting = useRef<((widget: TurnstileHandle) => void)[]>([]);

  const attach = useCallback((handle: TurnstileHandle | null) => {
    widget.current = handle;
    if (handle) for (const resolve of waiting.current.splice(0)) resolve(handle);
  }, []);

  useImperativeHandle(ref, () => ({
    reset: () => widget.current?.reset(),
    getToken(timeoutMs) {
      if (widget.current) return widget.current.getToken(timeoutMs);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.current = waiting.current.filter((w) => w !== loaded);
          reject(new Error('The bot check did not load in time.'));
        }, LOAD_TIMEOUT_MS);
        const loaded = (handle: TurnstileHandle) => {
          clearTimeout(timer);
          handle.getToken(timeoutMs).then(resolve, reject);
        };
        waiting.current.push(loaded);
      });
    },
  }));

  return (
    <div className="min-h-[65px]">
      {active && config ? (
        <Suspense fallback={null}>
          <LazyTurnstileWidget ref={attach} siteKey={config.turnstileSiteKey} action={action} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Whether a form has been focused or touched yet, and the handlers on the form that notice. */
export function useFormInUse() {
  const [inUse, setInUse] = useState(false);
  const markInUse = () => setInUse(true);
  return { inUse, markInUse, formProps: { onFocus: markInUse, onPointerDown: markInUse } };
}
