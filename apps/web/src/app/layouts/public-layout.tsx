import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

import { SignedInContext } from '../../features/marketing/hooks/use-signed-in';
import { useMe } from '../../lib/session';
import { RouterLinkContext, type SiteLinkProps } from '../../lib/site-link';
import { PublicFrame } from './public-frame';

/** Inside the app, public links navigate on the client. */
function RouterSiteLink({ href, ...props }: SiteLinkProps) {
  return <Link to={href} {...props} />;
}

/** The public pages as the app renders them (sign in, sign up, and any public page it shows). */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const signedIn = Boolean(useMe().data?.user);

  // The app has taken over the page (the buttons work from here on). Tests wait for it; on
  // prerendered pages islands/start-islands.ts sets the same mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <RouterLinkContext.Provider value={RouterSiteLink}>
      <SignedInContext.Provider value={signedIn}>
        <PublicFrame pathname={pathname}>
          <Outlet />
        </PublicFrame>
      </SignedInContext.Provider>
    </RouterLinkContext.Provider>
  );
}
