import { Outlet } from 'react-router';

import { Container } from '../../components/ui/container';
import { paths } from '../paths';
import { HomeLink } from './home-link';
import { SkipLink } from './skip-link';

/** For signed-in pages shown without the app shell (the spec's /profile). */
export default function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border">
        <Container className="py-3">
          <HomeLink to={paths.app.dashboard.getHref()} />
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
