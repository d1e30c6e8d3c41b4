import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '../../lib/utils';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  /** The heading level that fits the page outline. */
  headingLevel?: 'h2' | 'h3';
  description?: ReactNode;
  /** Buttons or links that get the user going. */
  actions?: ReactNode;
  className?: string;
};

/** What a list shows when there is nothing in it yet, with the way forward. */
export function EmptyState({
  icon: Icon,
  title,
  headingLevel = 'h2',
  description,
  actions,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="rounded-full bg-brand-50 p-3 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? (
        <div className="max-w-md text-sm text-pretty text-muted-foreground">{description}</div>
      ) : null}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
