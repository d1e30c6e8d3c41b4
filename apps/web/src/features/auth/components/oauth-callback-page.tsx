import { MESSAGES } from '@updately/shared/messages';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { safeRedirectPath } from '../utils/redirect';
import { AuthPage } from './auth-page';
import { AuthSwitchLink } from './auth-switch-link';

const NO_SESSION = 'We could not finish signing you in. Please try again.';

/**
 * The provider has sent the user back through /api/auth/callback, which set the session
 * cookie: load the session and move on; an error goes back to /login, which shows it.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const error = params.get('error');

  useEffect(() => {
    let cancelled = false;
    const backToLogin = (search: URLSearchParams) => {
      const redirectTo = safeRedirectPath(params.get('redirectTo') ?? params.get('redirect'));
      if (redirectTo) search.set('redirectTo', redirectTo);
      void navigate(`${paths.auth.login.getHref()}?${search}`, { replace: true });
    };

    if (error) {
      const search = new URLSearchParams({ error });
      const description = params.get('error_description');
      if (description) search.set('error_description', description);
      backToLogin(search);
      return;
    }
    completeSignIn().then(
      (signedIn) => {
        if (cancelled || signedIn) return;
        toast.error(MESSAGES.googleSignInFailed, { id: 'oauth-error', description: NO_SESSION });
        backToLogin(new URLSearchParams());
      },
      () => {
        if (!cancelled) backToLogin(new URLSearchParams({ error: 'internal_server_error' }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [completeSignIn, error, navigate, params]);

  return (
    <AuthPage
      title="Signing in"
      heading="Finishing sign-in"
      lead="We are confirming your account with your sign-in provider. You will be taken to your dashboard when it is done."
    >
      <div className="flex justify-center py-4">
        <Spinner label="Finishing sign-in" className="[&_svg]:size-8" />
      </div>
      <AuthSwitchLink
        question="Not moving on?"
        to={paths.auth.login.getHref()}
        label="Return to sign in"
      />
    </AuthPage>
  );
}
