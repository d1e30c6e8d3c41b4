import type { ReactNode } from 'react';

import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

type LegalPageProps = { heading: string; lead: string; children?: ReactNode };

export function LegalPage({ heading, lead, children }: LegalPageProps) {
  usePageTitle(heading);
  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-12 sm:py-16">
      <PageHeader title={heading} description={lead} />
      {children}
    </Container>
  );
}
