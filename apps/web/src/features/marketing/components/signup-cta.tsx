import { Link } from 'react-router';

import { Button, type ButtonProps } from '../../../components/ui/button';
import { pushDataLayer, type SignupSource } from '../../../lib/data-layer';
import { paths } from '../../../lib/paths';
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
  if (signedIn) {
    return (
      <Button asChild size={size} className={className}>
        <Link to={paths.app.dashboard.getHref()} onClick={onNavigate}>
          Go to Dashboard
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size={size} className={className}>
      <Link
        to={paths.auth.signup.getHref()}
        onClick={() => {
          pushDataLayer({ event: 'signup_start', source });
          onNavigate?.();
        }}
      >
        Get started free
      </Link>
    </Button>
  );
}
