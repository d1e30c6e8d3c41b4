import { buttonVariants } from '../../../components/ui/button-variants';
import { paths } from '../../../lib/paths';
import { appHref, usePublicConfig } from '../../../lib/public-config';
import { SiteLink } from '../../../lib/site-link';
import { useSignedIn } from '../hooks/use-signed-in';

const outline = buttonVariants({ variant: 'outline' });

type JourneyTypeLinkProps = { title: string; live: boolean; startPath: string };

/**
 * A journey card's link on the journeys page (an island): Moving Home's depends on the sign-in
 * state, the others go to sign-up on the app host.
 */
export function JourneyTypeLink({ title, live, startPath }: JourneyTypeLinkProps) {
  const signedIn = useSignedIn();
  const config = usePublicConfig();
  if (live) {
    return (
      <SiteLink
        href={signedIn ? paths.app.journeys.getHref() : paths.movingHome.getHref()}
        className={outline}
      >
        Explore Moving Home
      </SiteLink>
    );
  }
  return (
    <SiteLink href={appHref(config, paths.auth.signup.getHref(startPath))} className={outline}>
      Start {title}
    </SiteLink>
  );
}
