import type { ReactNode } from 'react';

import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta, type PublicPagePath } from '../../../lib/page-meta';

type MarketingPageProps = {
  /** The page's path: its tab title and description come from PUBLIC_PAGE_META. */
  path: PublicPagePath;
  heading: string;
  lead: string;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Sections below the header band (usually <Section>s). */
  children?: ReactNode;
};

/** The frame every public content page shares: tab title, `<h1>` band, lead paragraph. */
export function MarketingPage({ path, heading, lead, actions, children }: MarketingPageProps) {
  usePageMeta(path);
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-background">
        <Container className="flex flex-col gap-6 py-12 sm:py-16">
          <PageHeader title={heading} description={lead} />
          {actions ? <div className="flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
        </Container>
      </div>
      {children}
    </>
  );
}
