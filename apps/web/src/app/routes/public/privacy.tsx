import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

import { PageSpinner } from '../../../components/ui/page-spinner';
import {
  POLICY_VIEW,
  POLICY_VIEW_PARAM,
} from '../../../features/privacy-settings/utils/policy-link';
import { useMe } from '../../../lib/session';
import PublicLayout from '../../layouts/public-layout';

// Loaded only once someone is signed in, so the public policy page stays small.
const PrivacySettingsRoute = lazy(() => import('../app/privacy-settings'));

/**
 * /privacy is the public privacy policy (the child route, inside the public layout) for
 * visitors, in the prerendered HTML and with `?view=policy`; signed-in users get their Privacy &
 * Security page inside the app shell. The first render (before /api/me answers) is always the
 * policy, so the prerendered markup hydrates.
 */
export default function PrivacyRoute() {
  const me = useMe();
  const [params] = useSearchParams();

  if (!me.data?.user || params.get(POLICY_VIEW_PARAM) === POLICY_VIEW) return <PublicLayout />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <PrivacySettingsRoute />
    </Suspense>
  );
}
