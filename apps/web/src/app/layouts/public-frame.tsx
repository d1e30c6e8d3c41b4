import type { ReactNode } from 'react';

import { Island } from '../../islands/island';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';

/**
 * The public site's page: skip link, header, `<main>`, footer. The header and footer are islands
 * on prerendered pages; the page content in between is static HTML with islands of its own.
 */
export function PublicFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Island name="public-header" component={PublicHeader} props={{ pathname }} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Island name="public-footer" component={PublicFooter} props={{}} />
    </div>
  );
}
