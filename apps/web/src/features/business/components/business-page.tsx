import type { ReactNode } from 'react';

import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

type BusinessPageProps = { heading: string; lead?: ReactNode; children?: ReactNode };

/** A portal page: its `<h1>`, a lead, and a tab title naming the portal. */
export function BusinessPage({ heading, lead, children }: BusinessPageProps) {
  usePageTitle(heading === 'Business portal' ? heading : `${heading} · Business portal`);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={heading} description={lead} />
      {children}
    </div>
  );
}
