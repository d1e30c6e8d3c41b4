import { Link } from 'react-router';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/session';

/** Whether two-factor authentication is on; it is turned on and off on the profile page. */
export function TwoFactorStatus() {
  const enabled = Boolean(useMe().data?.user?.twoFactorEnabled);
  return (
    <SectionCard
      title="Two-factor authentication"
      description={
        enabled
          ? 'Signing in asks for a code from your authenticator app as well as your password.'
          : 'Add a code from an authenticator app to your password, so a stolen password is not enough.'
      }
      action={<Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>}
    >
      <div>
        <Button asChild variant="outline">
          <Link to={`${paths.app.profile.getHref()}#two-factor`}>
            {enabled ? 'Manage two-factor authentication' : 'Turn on two-factor authentication'}
          </Link>
        </Button>
      </div>
    </SectionCard>
  );
}
