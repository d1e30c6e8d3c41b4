import type { ButtonProps } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { pushDataLayer, type SignupSource } from '../../../lib/data-layer';
import { paths } from '../../../lib/paths';
import { SiteLink } from '../../../lib/site-link';
import { cn } from '../../../lib/utils';
import { useSignedIn } from '../hooks/use-signed-in';

type SignupCtaProps = {
  /** Which 'Get started free' button this is, for the signup_start event. */
  source: SignupSource;
  size?: ButtonProps['size'];
  className?: string;
  onNavigate?: () => void;
};

/** 'Get started free' for visitors (pushes signup_start); 'Go to Dashboard' once signed in. */
export function SignupCta({ source, size, className, onNavigate }: SignupCtaProps) {
  const signedIn = useSignedIn();
  const classes = cn(buttonVariants({ size }), className);
  if (signedIn) {
    return (
      <SiteLink href={paths.app.dashboard.getHref()} onClick={onNavigate} className={classes}>
        Go to Dashboard
      </SiteLink>
    );
  }
  return (
    <SiteLink
      href={paths.auth.signup.getHref()}
      onClick={() => {
        pushDataLayer({ event: 'signup_start', source });
        onNavigate?.();
      }}
      className={classes}
    >
      Get started free
    </SiteLink>
  );
}
