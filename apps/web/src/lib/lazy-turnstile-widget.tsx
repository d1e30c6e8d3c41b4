import { lazy } from 'react';

/**
 * TurnstileWidget as its own chunk, for forms that show the bot check only once they are in use
 * (render it inside <Suspense>). Import the TurnstileHandle type from ./turnstile-widget.
 */
export const LazyTurnstileWidget = lazy(async () => ({
  default: (await import('./turnstile-widget')).TurnstileWidget,
}));
