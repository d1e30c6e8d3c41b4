import { Link } from 'react-router';

import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { MarketingPage } from './marketing-page';

export function MovingHomePage() {
  return (
    <MarketingPage
      heading="Moving Home"
      lead="Give us your new address and moving day once. We find your banks, utilities, insurers, telcos and government services, and update each of them for you."
    >
      <div>
        <Button asChild size="lg">
          <Link to={paths.auth.signup.getHref()}>Get started free</Link>
        </Button>
      </div>
    </MarketingPage>
  );
}
