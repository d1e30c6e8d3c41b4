import { useCallback } from 'react';

import { useEndSession } from '../../../features/auth/hooks/use-end-session';
import { useForcedLogout } from '../../../features/auth/hooks/use-forced-logout';
import { PrivacySettingsPage } from '../../../features/privacy-settings/components/privacy-settings-page';
import { useMe } from '../../../lib/session';
import { AppShell } from '../../layouts/app-layout';

/**
 * The signed-in /privacy (see routes/public/privacy.tsx): Privacy & Security in the app shell.
 * It keeps RequireAuth's forced-logout checks but not its spinner while a session ends, so a
 * refused account deletion (wrong password) leaves its dialog open; visitors never get here.
 */
export default function PrivacySettingsRoute() {
  const me = useMe();
  useForcedLogout(me.data);
  const endSession = useEndSession();
  const leave = useCallback(
    (action: () => Promise<void>) => endSession('signed-out', action),
    [endSession],
  );
  return (
    <AppShell>
      <PrivacySettingsPage leave={leave} />
    </AppShell>
  );
}
