import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';

import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { paths } from '../../lib/paths';
import { HomeLink } from './home-link';
import { SafeModeExit } from './safe-mode-exit';
import { SkipLink } from './skip-link';

/** For signed-in pages shown without the app shell (the spec's /profile), with a way back. */
export default function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SafeModeExit />
      <header className="border-b border-border print:hidden">
        <Container className="flex items-center justify-between gap-4 py-3">
          <HomeLink to={paths.app.dashboard.getHref()} />
          <Button asChild variant="outline" size="sm">
            <Link to={paths.app.dashboard.getHref()}>
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Container className="max-w-3xl py-10">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
