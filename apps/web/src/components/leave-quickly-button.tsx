import { LEAVE_QUICKLY_LABEL } from '@updately/shared/safe-mode';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';

import { escapeTwiceListener, leaveQuickly } from '../lib/leave-quickly';
import { usePublicConfig } from '../lib/public-config';
import { Button } from './ui/button';

/**
 * Safe mode's "Leave quickly": fixed in a corner of the page; Escape pressed twice does the same.
 * Placed right after the skip link, so it is early in the tab order.
 */
export function LeaveQuicklyButton() {
  const config = usePublicConfig();
  const exitUrl = config?.safeExitUrl;

  useEffect(() => {
    const listener = escapeTwiceListener(() => leaveQuickly(exitUrl));
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [exitUrl]);

  return (
    <Button
      type="button"
      variant="destructive"
      data-leave-quickly=""
      className="fixed right-3 bottom-3 z-50 shadow-lg print:hidden"
      aria-keyshortcuts="Escape Escape"
      onClick={() => leaveQuickly(exitUrl)}
    >
      <LogOut aria-hidden="true" />
      {LEAVE_QUICKLY_LABEL}
    </Button>
  );
}
