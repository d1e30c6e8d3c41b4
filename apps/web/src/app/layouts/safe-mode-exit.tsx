import { useEffect } from 'react';

import { LeaveQuicklyButton } from '../../components/leave-quickly-button';
import { replaceHistoryPushes } from '../../lib/leave-quickly';
import { useMe } from '../../lib/session';

/**
 * While the person has a journey in safe mode (GET /api/me `safe_mode`): "Leave quickly" on every
 * signed-in page, and in-app navigation replaces the history entry so Back after leaving does not
 * return here. Goes right after the layout's skip link.
 */
export function SafeModeExit() {
  const me = useMe();
  const on = me.data?.safe_mode === true;

  useEffect(() => (on ? replaceHistoryPushes() : undefined), [on]);

  return on ? <LeaveQuicklyButton /> : null;
}
