import { Suspense, type ReactNode } from 'react';

import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/utils';

type SectionProps = {
  /** id of the section's `<h2>`, which labels the section. */
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'muted' | 'brand';
  className?: string;
  children?: ReactNode;
};

/** A full-width band of a marketing page with its `<h2>` and optional lead. */
export function Section({ id, title, lead, tone = 'plain', className, children }: SectionProps) {
  // Each section is its own Suspense boundary: React hydrates prerendered boundaries one at a
  // time, in short tasks, instead of the whole page in one long task.
  return (
    <Suspense>
      <section
        aria-labelledby={id}
        className={cn(
          'below-fold py-14 sm:py-20',
          tone === 'muted' && 'bg-muted',
          tone === 'brand' && 'bg-brand-50',
          className,
        )}
      >
        <Container className="flex flex-col gap-8">
          <div className="flex max-w-3xl flex-col gap-3">
            <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {title}
            </h2>
            {lead ? <p className="text-lg text-pretty text-muted-foreground">{lead}</p> : null}
          </div>
          {children}
        </Container>
      </section>
    </Suspense>
  );
}

type FeatureItem = { title: string; text: string; icon?: ReactNode };

/** A grid of short titled paragraphs (benefits, guarantees, offerings). */
export function FeatureGrid({
  items,
  headingLevel = 'h3',
  columns = 3,
}: {
  items: FeatureItem[];
  headingLevel?: 'h3' | 'h4';
  columns?: 2 | 3 | 4;
}) {
  const Heading = headingLevel;
  return (
    <ul
      className={cn(
        'grid gap-4 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col gap-2 rounded-lg border border-border bg-card p-6 text-card-foreground"
        >
          {item.icon ? <span className="text-brand-700 [&_svg]:size-6">{item.icon}</span> : null}
          <Heading className="text-lg font-semibold">{item.title}</Heading>
          <p className="text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
