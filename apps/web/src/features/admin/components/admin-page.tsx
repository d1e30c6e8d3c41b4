import type { ReactNode } from 'react';

import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

type AdminPageProps = { heading: string; lead: string; children?: ReactNode };

/** Admin headings are short ("Users"), so the tab title says which area they belong to. */
export function AdminPage({ heading, lead, children }: AdminPageProps) {
  usePageTitle(heading.startsWith('Admin') ? heading : `${heading} · Admin`);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={heading} description={lead} />
      {children}
    </div>
  );
}
