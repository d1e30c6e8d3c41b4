import type { ReactNode } from 'react';

import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

type AuthPageProps = { title: string; heading: string; lead: string; children?: ReactNode };

/** The narrow, centred frame of the sign-in and sign-up pages. */
export function AuthPage({ title, heading, lead, children }: AuthPageProps) {
  usePageTitle(title);
  return (
    <Container className="flex max-w-md flex-col gap-8 py-12 sm:py-16">
      <PageHeader title={heading} description={lead} />
      {children}
    </Container>
  );
}
