import { MESSAGES } from '@updately/shared/messages';
import { Link } from 'react-router';

import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * In place of every admin page for an admin without two-factor authentication (the admin API
 * answers them 403 MFA_REQUIRED): what to do, and the way there.
 */
export function AdminMfaRequired() {
  usePageTitle('Two-factor authentication needed · Admin');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Two-factor authentication needed"
        description="The admin area is open to administrators who sign in with two factors."
      />
      <Alert title="Turn on two-factor authentication">
        <p>{MESSAGES.adminMfaRequired}</p>
        <p className="mt-3">
          <Link
            to={paths.app.twoFactor.getHref()}
            className="font-medium text-primary underline underline-offset-4"
          >
            Turn on two-factor authentication in your Profile
          </Link>
        </p>
      </Alert>
    </div>
  );
}
