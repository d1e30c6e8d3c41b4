import { buttonVariants } from '../../../components/ui/button-variants';
import { paths } from '../../../lib/paths';
import { SiteLink } from '../../../lib/site-link';
import { useSignedIn } from '../hooks/use-signed-in';

/** Moving Home's call to action: sign up, or start the journey once signed in. */
export function MovingHomeCta() {
  const signedIn = useSignedIn();
  return signedIn ? (
    <SiteLink href={paths.app.journeys.getHref()} className={buttonVariants({ size: 'lg' })}>
      Start a Moving Home journey
    </SiteLink>
  ) : (
    <SiteLink href={paths.auth.signup.getHref()} className={buttonVariants({ size: 'lg' })}>
      Start your move, free
    </SiteLink>
  );
}
