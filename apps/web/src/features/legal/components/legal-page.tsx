import type { ReactNode } from 'react';

import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta, type PublicPagePath } from '../../../lib/page-meta';

type LegalPageProps = {
  path: PublicPagePath;
  heading: string;
  lead: string;
  /** e.g. "22 November 2026" */
  updated: string;
  children?: ReactNode;
};

export function LegalPage({ path, heading, lead, updated, children }: LegalPageProps) {
  usePageMeta(path);
  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-12 sm:py-16">
      <PageHeader title={heading} description={lead} />
      <p className="text-sm text-muted-foreground">Last updated {updated}</p>
      <div className="flex flex-col gap-8">{children}</div>
    </Container>
  );
}

/**
 * One numbered part of a legal document, laid out once it nears the screen (`below-fold`; the
 * negative margins give focus rings room inside it without moving the text).
 */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="below-fold -m-2 flex flex-col gap-3 p-2 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_p]:text-foreground/90 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
