import { TOAST_DURATION_MS } from '@updately/shared/constants';
import { Toaster as Sonner } from 'sonner';

/** Sonner renders its own polite live region, so toasts are announced. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      theme="light"
      toastOptions={{
        classNames: {
          toast: 'border border-border bg-card text-card-foreground',
          description: 'text-muted-foreground',
          error: 'border-destructive text-destructive',
        },
      }}
    />
  );
}
