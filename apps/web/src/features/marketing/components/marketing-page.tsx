import type { ReactNode } from 'react';

import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

type MarketingPageProps = {
  /** Short name for the browser tab; defaults to the heading. */
  title?: string;
  heading: string;
  lead: string;
  children?: ReactNode;
};

/** The frame every public content page shares: tab title, `<h1>`, lead paragraph. */
export function MarketingPage({ title, heading, lead, children }: MarketingPageProps) {
  usePageTitle(title ?? heading);
  return (
    <Container className="flex flex-col gap-10 py-12 sm:py-16">
      <PageHeader title={heading} description={lead} />
      {children}
    </Container>
  );
}
