import { TOAST_DURATION_MS } from '@updately/shared/constants';
import { Toaster as Sonner } from 'sonner';

import { useToastClearance } from '../../lib/toast-clearance';

// Sonner's own defaults, raised by the page's sticky action bar when there is one.
const OFFSET = 24;
const MOBILE_OFFSET = 16;

/** Sonner renders its own polite live region, so toasts are announced. */
export function Toaster() {
  const clearance = useToastClearance();
  return (
    <Sonner
      position="bottom-right"
      offset={{ bottom: OFFSET + clearance }}
      mobileOffset={{ bottom: MOBILE_OFFSET + clearance }}
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
