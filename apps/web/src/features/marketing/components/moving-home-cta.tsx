import { buttonVariants } from '../../../components/ui/button-variants';
import { paths } from '../../../lib/paths';
import { SiteLink } from '../../../lib/site-link';
import { useSignedIn } from '../hooks/use-signed-in';

/**
 * Moving Home's call to action: sign up and come back to the moving picker once the email is
 * confirmed, or go straight to the picker when signed in.
 */
export function MovingHomeCta() {
  const signedIn = useSignedIn();
  return signedIn ? (
    <SiteLink href={paths.app.movingHomeStart.getHref()} className={buttonVariants({ size: 'lg' })}>
      Start a Moving Home journey
    </SiteLink>
  ) : (
    <SiteLink
      href={paths.auth.signup.getHref(paths.app.movingHomeStart.getHref())}
      className={buttonVariants({ size: 'lg' })}
    >
      Start your move, free
    </SiteLink>
  );
}
